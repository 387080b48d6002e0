import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function AnalyticsDashboardPage() {
  return (
    <>
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
