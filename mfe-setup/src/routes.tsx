import { useRemoteMounted } from '@switchboard/shared-auth';
import { EmptyState } from '@switchboard/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BusinessTypesPage } from './pages/business-types-page';
import { BusinessesPage } from './pages/businesses-page';

/** Everything under /setup/ in the shell. */
export default function SetupRoutes() {
  useRemoteMounted('setup');
  return (
    <Routes>
      <Route index element={<Navigate to="businesses" replace />} />
      <Route path="businesses" element={<BusinessesPage />} />
      <Route path="business-types" element={<BusinessTypesPage />} />
      <Route
        path="*"
        element={<EmptyState title="Page not found" message="Setup has no page at this address." />}
      />
    </Routes>
  );
}
