import type { LazyPage } from '@switchboard/shared-data';
import { SelectedBotChip } from '@switchboard/shared-ui';
import type { ComponentType } from 'react';

/** A page of this remote, headed by the bot it is about: the one chosen in the topbar. */
export function analyticsPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return async () => {
    const { default: Page } = await load();
    return {
      default: function AnalyticsPage() {
        return (
          <>
            <SelectedBotChip />
            <Page />
          </>
        );
      },
    };
  };
}
