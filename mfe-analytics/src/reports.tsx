import { EmptyState, PageHeader } from '@switchboard/shared-ui';

/** The Reports entry of the Home menu (/uikit/charts). */
export default function ReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports"
        description="Charts across all bots: users, usage, conversations and business."
      />
      <EmptyState
        title="No reports yet"
        message="Reports appear once the bots have conversations."
      />
    </>
  );
}
