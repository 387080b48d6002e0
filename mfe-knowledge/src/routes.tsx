import { useRemoteMounted } from '@switchboard/shared-auth';
import { EmptyState } from '@switchboard/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CollectionsPage } from './pages/collections-page';
import { DocumentsPage } from './pages/documents-page';
import { WebsitesPage } from './pages/websites-page';

/** Everything under /knowledge/ in the shell. */
export default function KnowledgeRoutes() {
  useRemoteMounted('knowledge');
  return (
    <Routes>
      <Route index element={<Navigate to="documents" replace />} />
      <Route path="documents" element={<DocumentsPage />} />
      <Route path="websites" element={<WebsitesPage />} />
      <Route path="collections" element={<CollectionsPage />} />
      <Route
        path="*"
        element={
          <EmptyState title="Page not found" message="Knowledge has no page at this address." />
        }
      />
    </Routes>
  );
}
