import { EmptyState, PageHeader } from '@switchboard/shared-ui';

export function BusinessTypesPage() {
  return (
    <>
      <PageHeader
        title="Business Types"
        description="Kinds of business, used to group businesses."
      />
      <EmptyState
        title="No business types yet"
        message="Add the first business type to get started."
      />
    </>
  );
}
