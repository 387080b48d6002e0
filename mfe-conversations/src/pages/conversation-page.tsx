import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function ConversationPage() {
  return (
    <>
      <PageHeader
        title="Conversation"
        description="The messages of one conversation, with sources."
      />
      <EmptyState title="Conversation" message="Its messages appear here." />
    </>
  );
}
