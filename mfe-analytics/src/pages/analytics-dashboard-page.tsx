import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function AnalyticsDashboardPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader
        title="Analytics Dashboard"
        description="The headline figures of the selected bot."
      />
      <EmptyState
        title="No analytics yet"
        message="Figures appear once the bot has conversations."
      />
    </>
  );
}
