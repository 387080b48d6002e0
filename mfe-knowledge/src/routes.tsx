import Chip from '@mui/material/Chip';
import { useRemoteMounted, useSelectedBot } from '@switchboard/shared-auth';
import { EmptyState } from '@switchboard/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CollectionsPage } from './pages/collections-page';
import { DocumentsPage } from './pages/documents-page';
import { WebsitesPage } from './pages/websites-page';

/** Everything under /knowledge/ in the shell. */
export default function KnowledgeRoutes() {
  useRemoteMounted('knowledge');
  const { bot } = useSelectedBot();
  return (
    <>
      {/* Everything here is about one bot: the one chosen in the topbar. */}
      <Chip
        label={bot ? `Bot: ${bot.name}` : 'No bot selected'}
        data-testid="section-bot"
        sx={{ mb: 2 }}
      />
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
    </>
  );
}
