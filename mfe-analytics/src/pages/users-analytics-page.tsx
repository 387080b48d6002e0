import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function UsersAnalyticsPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader
        title="Users Analytics"
        description="Who uses the bot and how often they come back."
      />
      <EmptyState title="No user analytics yet" message="Figures appear once the bot has users." />
    </>
  );
}
