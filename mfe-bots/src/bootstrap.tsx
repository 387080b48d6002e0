import { mountStandalone } from '@switchboard/shared-auth';
import { Navigate, Route, Routes } from 'react-router-dom';
import BotsRoutes from './routes';

// Standalone: the same URLs the shell gives this remote, for working on it alone.
mountStandalone(
  <Routes>
    <Route path="/bots/*" element={<BotsRoutes />} />
    <Route path="*" element={<Navigate to="/bots" replace />} />
  </Routes>,
);
