import { useRemoteMounted } from '@switchboard/shared-auth';
import { EmptyState } from '@switchboard/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { BotCreatePage } from './pages/bot-create-page';
import { BotDetailPage } from './pages/bot-detail-page';
import { BotEditPage } from './pages/bot-edit-page';
import { BotsListPage } from './pages/bots-list-page';

/** Everything under /bots/ in the shell. */
export default function BotsRoutes() {
  useRemoteMounted('bots');
  return (
    <Routes>
      <Route index element={<BotsListPage />} />
      <Route path="new" element={<BotCreatePage />} />
      <Route path=":id" element={<BotDetailPage />} />
      <Route path=":id/edit" element={<BotEditPage />} />
      <Route
        path="*"
        element={<EmptyState title="Page not found" message="Bots has no page at this address." />}
      />
    </Routes>
  );
}
