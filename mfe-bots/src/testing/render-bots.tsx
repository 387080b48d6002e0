import { ToastProvider } from '@switchboard/shared-ui';
import { Route, Routes } from 'react-router-dom';
import BotsRoutes from '../routes';

/** The remote's routes as the shell mounts them, with toasts and a page outside the section. */
export function BotsUnderTest() {
  return (
    <ToastProvider>
      <Routes>
        <Route path="/bots/*" element={<BotsRoutes />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </ToastProvider>
  );
}
