import { createAppStore, signedIn } from '@switchboard/shared-auth';
import { ToastProvider } from '@switchboard/shared-ui';
import { Route, Routes } from 'react-router-dom';
import ConversationsRoutes from '../routes';

export const ADMIN = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'admin@switchboard.local',
  username: 'admin',
  roleName: 'admin',
};

/** A store signed in as the admin. */
export function signedInStore() {
  const store = createAppStore();
  store.dispatch(signedIn(ADMIN));
  return store;
}

/** The remote's routes as the shell mounts them, with toasts. */
export function ConversationsUnderTest() {
  return (
    <ToastProvider>
      <Routes>
        <Route path="/conversations/*" element={<ConversationsRoutes />} />
      </Routes>
    </ToastProvider>
  );
}
