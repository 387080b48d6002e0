import { mountStandalone } from '@switchboard/shared-auth';
import { Navigate, Route, Routes } from 'react-router-dom';
import KnowledgeRoutes from './routes';

// Standalone: the same URLs the shell gives this remote, for working on it alone.
mountStandalone(
  <Routes>
    <Route path="/knowledge/*" element={<KnowledgeRoutes />} />
    <Route path="*" element={<Navigate to="/knowledge/documents" replace />} />
  </Routes>,
);
