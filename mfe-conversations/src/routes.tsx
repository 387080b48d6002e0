import { useRemoteMounted } from '@switchboard/shared-auth';
import { EmptyState } from '@switchboard/shared-ui';
import { Route, Routes } from 'react-router-dom';
import ConversationPage from './pages/conversation-page';
import ConversationsListPage from './pages/conversations-list-page';
import PlaygroundPage from './pages/playground-page';

/** Everything under /conversations/ in the shell. */
export default function ConversationsRoutes() {
  useRemoteMounted('conversations');
  return (
    <Routes>
      <Route index element={<ConversationsListPage />} />
      <Route path="playground" element={<PlaygroundPage />} />
      <Route path=":id" element={<ConversationPage />} />
      <Route
        path="*"
        element={
          <EmptyState title="Page not found" message="Conversations has no page at this address." />
        }
      />
    </Routes>
  );
}
