import { store, type RuntimeConfig } from '@switchboard/shared-auth';
import { ConsoleConfigProvider, ToastProvider, useConsoleConfig } from '@switchboard/shared-ui';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ConfigPanelButton } from '../config-panel/config-panel';
import { ConsoleRoutes } from './console-routes';

function ConfiguredRoutes({ brandName }: { brandName: string }) {
  const { config } = useConsoleConfig();
  return (
    <ConsoleRoutes
      brandName={brandName}
      menuMode={config.menuMode}
      topbarActions={<ConfigPanelButton />}
    />
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <Provider store={store}>
      <ConsoleConfigProvider>
        <ToastProvider>
          <BrowserRouter>
            <ConfiguredRoutes brandName={config.brandName} />
          </BrowserRouter>
        </ToastProvider>
      </ConsoleConfigProvider>
    </Provider>
  );
}
