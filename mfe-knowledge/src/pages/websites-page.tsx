import { EmptyState, PageHeader, SelectedBotChip } from '@switchboard/shared-ui';

export function WebsitesPage() {
  return (
    <>
      <SelectedBotChip />
      <PageHeader
        title="Websites"
        description="Web pages crawled into the selected bot’s knowledge."
      />
      <EmptyState title="No websites yet" message="Crawl a website to teach the bot." />
    </>
  );
}
