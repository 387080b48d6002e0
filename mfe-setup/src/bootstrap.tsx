import { mountStandalone } from '@switchboard/shared-auth';
import { Navigate, Route, Routes } from 'react-router-dom';
import SetupRoutes from './routes';

// Standalone: the same URLs the shell gives this remote, for working on it alone.
mountStandalone(
  <Routes>
    <Route path="/setup/*" element={<SetupRoutes />} />
    <Route path="*" element={<Navigate to="/setup/businesses" replace />} />
  </Routes>,
);
