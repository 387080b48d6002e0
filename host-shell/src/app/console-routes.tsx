import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { LoginRoute } from '../auth/login-route';
import { RequireAccess } from '../auth/require-access';
import { RequireSession } from '../auth/require-session';
import { useRemoteManifests } from '../federation/remote-manifests';
import { remoteRouteElements } from '../federation/remote-route-elements';
import { SlotPage } from '../federation/slot-page';
import { UnknownAddress } from '../federation/unknown-address';
import { ConsoleLayout } from '../layout/console-layout';
import type { MenuMode } from '@switchboard/shared-ui';
import type { Access } from '@switchboard/domain';
import { DashboardPage } from '../pages/dashboard-page';
import { NotInConsolePage } from '../pages/not-in-console-page';
import { SignInErrorPage } from '../pages/sign-in-error-page';
import { ACCOUNT_LINK_PATH } from '@switchboard/domain';
import { INHERITED_PAGES, SetPasswordPage, SHELL_PAGES, SLOT_PAGES } from '../routes/route-table';
import { Suspense, type ReactNode } from 'react';
import { PagesBoundary } from '../federation/remote-page';

export interface ConsoleRoutesProps {
  brandName: string;
  menuMode: MenuMode;
  topbarActions?: ReactNode;
}

/** A page of the shell's own route table, behind its access rules. */
const guardedRoute = (page: { path: string; access: readonly Access[] }, element: ReactNode) => (
  <Route
    key={page.path}
    path={page.path}
    element={<RequireAccess rules={page.access}>{element}</RequireAccess>}
  />
);

export function ConsoleRoutes({ brandName, menuMode, topbarActions }: ConsoleRoutesProps) {
  const { remotes } = useRemoteManifests();
  return (
    <Routes>
      <Route path="/auth/login" element={<LoginRoute brandName={brandName} />} />
      <Route path="/error" element={<SignInErrorPage />} />
      <Route
        path={ACCOUNT_LINK_PATH}
        element={
          <Suspense fallback={null}>
            <SetPasswordPage />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireSession>
            <ConsoleLayout brandName={brandName} menuMode={menuMode} topbarActions={topbarActions}>
              <PagesBoundary>
                <Outlet />
              </PagesBoundary>
            </ConsoleLayout>
          </RequireSession>
        }
      >
        <Route path="/" element={<Navigate to="/pages/dashboard" replace />} />
        <Route path="/pages/dashboard" element={<DashboardPage />} />
        {INHERITED_PAGES.map((page) => guardedRoute(page, <NotInConsolePage label={page.label} />))}
        {SHELL_PAGES.map(({ page: Page, ...page }) => guardedRoute(page, <Page />))}
        {SLOT_PAGES.map((page) =>
          guardedRoute(page, <SlotPage slot={page.slot} title={page.title} />),
        )}
        {remotes.flatMap((remote) => remoteRouteElements(remote))}
        <Route path="*" element={<UnknownAddress />} />
      </Route>
    </Routes>
  );
}
