import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function ConversationSummaryPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader
        title="Conversation Summary"
        description="What people ask, where they drop off, and what the bot does not know."
      />
      <EmptyState
        title="No conversation analytics yet"
        message="Figures appear once the bot has conversations."
      />
    </>
  );
}
