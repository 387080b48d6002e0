import type { LazyPage } from '@switchboard/shared-data';
import type { ComponentType } from 'react';

/** A page of this remote, loaded with the layout every knowledge page shares. */
export function knowledgePage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return async () => {
    const [{ default: Page }, { KnowledgeLayout }] = await Promise.all([
      load(),
      import('./knowledge-layout'),
    ]);
    return {
      default: function KnowledgePage() {
        return (
          <KnowledgeLayout>
            <Page />
          </KnowledgeLayout>
        );
      },
    };
  };
}
