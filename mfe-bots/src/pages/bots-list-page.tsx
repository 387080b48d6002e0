import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function BotsListPage() {
  return (
    <>
      <PageHeader
        title="Bots"
        description="Every assistant this console manages: its endpoint, status and avatar."
      />
      <EmptyState title="No bots yet" message="Bots you create appear here." />
    </>
  );
}
