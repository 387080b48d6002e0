import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { store, type RuntimeConfig } from '@switchboard/shared-auth';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { consoleTheme } from '../theme/console-theme';
import { ConsoleLayout } from './console-layout';
import { ConsoleRoutes } from './console-routes';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={consoleTheme}>
        <CssBaseline />
        <BrowserRouter>
          <ConsoleLayout brandName={config.brandName}>
            <ConsoleRoutes />
          </ConsoleLayout>
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
