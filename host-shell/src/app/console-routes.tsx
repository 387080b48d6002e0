import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { RequireAccess } from '../auth/require-access';
import { RequireSession } from '../auth/require-session';
import { RemoteSection } from '../federation/remote-section';
import { ConsoleLayout } from '../layout/console-layout';
import type { MenuMode } from '@switchboard/shared-ui';
import { DashboardPage } from '../pages/dashboard-page';
import { NotFoundPage } from '../pages/not-found-page';
import { NotInConsolePage } from '../pages/not-in-console-page';
import { SignInErrorPage } from '../pages/sign-in-error-page';
import { INHERITED_PAGES, REMOTE_SECTIONS } from '../routes/route-table';
import type { ReactNode } from 'react';

export interface ConsoleRoutesProps {
  brandName: string;
  menuMode: MenuMode;
  topbarActions?: ReactNode;
}

export function ConsoleRoutes({ brandName, menuMode, topbarActions }: ConsoleRoutesProps) {
  return (
    <Routes>
      <Route path="/auth/login" element={<LoginPage brandName={brandName} />} />
      <Route path="/error" element={<SignInErrorPage />} />
      <Route
        element={
          <RequireSession>
            <ConsoleLayout brandName={brandName} menuMode={menuMode} topbarActions={topbarActions}>
              <Outlet />
            </ConsoleLayout>
          </RequireSession>
        }
      >
        <Route path="/" element={<Navigate to="/pages/dashboard" replace />} />
        <Route path="/pages/dashboard" element={<DashboardPage />} />
        {INHERITED_PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <RequireAccess access={page.access}>
                <NotInConsolePage label={page.label} />
              </RequireAccess>
            }
          />
        ))}
        {REMOTE_SECTIONS.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={
              <RequireAccess access={section.access}>
                <RemoteSection key={section.path} section={section} />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
