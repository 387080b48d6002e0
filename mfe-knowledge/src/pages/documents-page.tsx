import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function DocumentsPage() {
  return (
    <>
      <PageHeader title="Documents" description="Files uploaded to the selected bot’s knowledge." />
      <EmptyState title="No documents yet" message="Upload a document to teach the bot." />
    </>
  );
}
