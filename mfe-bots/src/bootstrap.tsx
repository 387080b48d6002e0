import { mountStandalone } from '@switchboard/shared-auth';
import { ConsoleConfigProvider, ToastProvider } from '@switchboard/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import BotsRoutes from './routes';

// Standalone: the same URLs and providers the shell gives this remote, for working on it alone.
mountStandalone(
  <ConsoleConfigProvider>
    <ToastProvider>
      <Routes>
        <Route path="/bots/*" element={<BotsRoutes />} />
        <Route path="*" element={<Navigate to="/bots" replace />} />
      </Routes>
    </ToastProvider>
  </ConsoleConfigProvider>,
);
