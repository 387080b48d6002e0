import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function UsageSummaryPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader
        title="Usage Summary"
        description="Traffic, response times, errors and capacity."
      />
      <EmptyState title="No usage yet" message="Figures appear once the bot is used." />
    </>
  );
}
