import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function ConversationsListPage() {
  return (
    <>
      <PageHeader
        title="Conversations"
        description="Conversations held with your bots, newest first."
      />
      <EmptyState
        title="No conversations yet"
        message="Start a chat with a bot and it appears here."
      />
    </>
  );
}
