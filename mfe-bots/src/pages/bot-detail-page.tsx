import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function BotDetailPage() {
  return (
    <>
      <PageHeader title="Bot" description="Configuration, status and health of one bot." />
      <EmptyState
        title="Bot details"
        message="This bot’s settings, health and links appear here."
      />
    </>
  );
}
