import { createHttpClient, mountStandalone, setApiClients } from '@switchboard/shared-auth';
import { ConsoleConfigProvider, ToastProvider } from '@switchboard/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import SetupRoutes from './routes';

// Standalone has no shell to sign in with or to serve /runtime-config.json, so the
// clients point at the default local ports without a token: the pages render with the
// console's theme and toasts, and their lists show the API's refusal with Retry.
setApiClients({
  api: createHttpClient({ baseURL: 'http://127.0.0.1:4100' }),
  gateway: createHttpClient({ baseURL: 'http://127.0.0.1:4000' }),
});

// Standalone: the same URLs the shell gives this remote, for working on it alone.
mountStandalone(
  <ConsoleConfigProvider>
    <ToastProvider>
      <Routes>
        <Route path="/setup/*" element={<SetupRoutes />} />
        <Route path="*" element={<Navigate to="/setup/businesses" replace />} />
      </Routes>
    </ToastProvider>
  </ConsoleConfigProvider>,
);
