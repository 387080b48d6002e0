import { mountStandalone } from '@switchboard/shared-auth';
import { Navigate, Route, Routes } from 'react-router-dom';
import ReportsPage from './reports';
import AnalyticsRoutes from './routes';

// Standalone: the same URLs the shell gives this remote, for working on it alone.
mountStandalone(
  <Routes>
    <Route path="/analytics/*" element={<AnalyticsRoutes />} />
    <Route path="/uikit/charts" element={<ReportsPage />} />
    <Route path="*" element={<Navigate to="/analytics/dashboard" replace />} />
  </Routes>,
);
