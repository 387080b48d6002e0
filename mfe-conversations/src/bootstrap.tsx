import { mountStandalone } from '@switchboard/shared-auth';
import { Navigate, Route, Routes } from 'react-router-dom';
import ConversationsRoutes from './routes';

// Standalone: the same URLs the shell gives this remote, for working on it alone.
mountStandalone(
  <Routes>
    <Route path="/conversations/*" element={<ConversationsRoutes />} />
    <Route path="*" element={<Navigate to="/conversations" replace />} />
  </Routes>,
);
