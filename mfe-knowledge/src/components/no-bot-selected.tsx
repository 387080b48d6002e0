import { EmptyState, PageHeader } from '@switchboard/shared-ui';

/** A knowledge page before any bot exists or is chosen: its heading, and what to do. */
export function NoBotSelected({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="No bot selected" message="Pick a bot in the top bar." />
    </>
  );
}
