import { useSession } from '@switchboard/shared-auth';
import type { RuntimeConfig } from '@switchboard/shared-data';
import { ConsoleApp, useConsoleConfig } from '@switchboard/shared-ui';
import { TopbarActions } from '../layout/topbar-actions';
import { RemoteManifestsProvider } from '../federation/remote-manifests';
import { ConsoleRoutes } from './console-routes';

function ConfiguredRoutes({ brandName }: { brandName: string }) {
  const { config } = useConsoleConfig();
  const { status } = useSession();
  return (
    <RemoteManifestsProvider enabled={status === 'authenticated'}>
      <ConsoleRoutes
        brandName={brandName}
        menuMode={config.menuMode}
        topbarActions={<TopbarActions />}
      />
    </RemoteManifestsProvider>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ConsoleApp>
      <ConfiguredRoutes brandName={config.brandName} />
    </ConsoleApp>
  );
}
