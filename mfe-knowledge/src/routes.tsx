import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRemoteMounted } from '@switchboard/shared-auth';
import { EmptyState } from '@switchboard/shared-ui';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ServiceStatusHeader } from './features/service-status/components/service-status-header';
import { useKnowledgeBot } from './hooks/use-knowledge-bot';
import CollectionsPage from './pages/collections-page';
import DocumentViewPage from './pages/document-view-page';
import DocumentsPage from './pages/documents-page';
import RetrievalTestPage from './pages/retrieval-test-page';
import WebsitesPage from './pages/websites-page';

const SECTIONS = [
  { path: 'documents', label: 'Documents' },
  { path: 'websites', label: 'Websites' },
  { path: 'collections', label: 'Collections' },
  { path: 'retrieval-test', label: 'Retrieval test' },
];

/** Everything under /knowledge/ in the shell, always about the bot chosen in the topbar. */
export default function KnowledgeRoutes() {
  useRemoteMounted('knowledge');
  const { botId, botName } = useKnowledgeBot();
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.includes(`/knowledge/${section.path}`));
  return (
    <>
      {botId ? (
        <ServiceStatusHeader key={botId} botId={botId} botName={botName} />
      ) : (
        <Chip label="No bot selected" data-testid="section-bot" sx={{ mb: 2 }} />
      )}
      <Tabs value={current?.path ?? false} sx={{ mb: 2 }} aria-label="Knowledge sections">
        {SECTIONS.map((section) => (
          <Tab
            key={section.path}
            value={section.path}
            label={section.label}
            component={RouterLink}
            to={`/knowledge/${section.path}`}
          />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="documents" replace />} />
        <Route path="documents" element={<DocumentsPage />} />
        <Route path="documents/:documentId" element={<DocumentViewPage />} />
        <Route path="websites" element={<WebsitesPage />} />
        <Route path="collections" element={<CollectionsPage />} />
        <Route path="retrieval-test" element={<RetrievalTestPage />} />
        <Route
          path="*"
          element={
            <EmptyState title="Page not found" message="Knowledge has no page at this address." />
          }
        />
      </Routes>
    </>
  );
}
