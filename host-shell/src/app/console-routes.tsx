import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteSection } from '../federation/remote-section';
import { DashboardPage } from '../pages/dashboard-page';
import { NotFoundPage } from '../pages/not-found-page';
import { NotInConsolePage } from '../pages/not-in-console-page';
import { INHERITED_PAGES, REMOTE_SECTIONS } from '../routes/route-table';

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/pages/dashboard" replace />} />
      <Route path="/pages/dashboard" element={<DashboardPage />} />
      {INHERITED_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={<NotInConsolePage label={page.label} />} />
      ))}
      {REMOTE_SECTIONS.map((section) => (
        <Route
          key={section.path}
          path={section.path}
          element={<RemoteSection key={section.path} section={section} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
