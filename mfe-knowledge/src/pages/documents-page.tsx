import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function DocumentsPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader title="Documents" description="Files uploaded to the selected bot’s knowledge." />
      <EmptyState title="No documents yet" message="Upload a document to teach the bot." />
    </>
  );
}
