import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function CollectionsPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader title="Collections" description="How the selected bot’s knowledge is grouped." />
      <EmptyState
        title="No collections yet"
        message="Collections appear when knowledge is added."
      />
    </>
  );
}
