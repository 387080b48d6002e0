import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function BusinessSummaryPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader
        title="Business Summary"
        description="Containment, cost and the executive view."
      />
      <EmptyState
        title="No business analytics yet"
        message="Figures appear once the bot has conversations."
      />
    </>
  );
}
