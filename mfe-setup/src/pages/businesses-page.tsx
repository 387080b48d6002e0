import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function BusinessesPage() {
  return (
    <>
      <PageHeader title="Businesses" description="The businesses your bots serve." />
      <EmptyState title="No businesses yet" message="Add the first business to get started." />
    </>
  );
}
