import type { ApiError } from '@switchboard/shared-data';
import { ConfirmDialog, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';

interface Deletable {
  id: string;
  name: string;
}

export interface ConfirmedDeleteOptions {
  /** Names the kind of item in the dialog's title: "Delete business?". */
  noun: string;
  /** Deletes on the server; the list updates optimistically and rolls back on refusal. */
  remove: (id: string) => { unwrap(): Promise<unknown> };
  successMessage: string;
}

/**
 * Asks in a dialog naming the item, then deletes it with a toast either way: the one
 * delete flow of every Setup list.
 */
export function useConfirmedDelete<Item extends Deletable>({
  noun,
  remove,
  successMessage,
}: ConfirmedDeleteOptions) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<Item | null>(null);

  function confirm(item: Item) {
    setDeleting(null);
    remove(item.id)
      .unwrap()
      .then(() => toast.success(successMessage))
      .catch((error: ApiError) => toast.error(error.message));
  }

  const dialog = (
    <ConfirmDialog
      open={Boolean(deleting)}
      title={`Delete ${noun}?`}
      confirmLabel="Delete"
      destructive
      onCancel={() => setDeleting(null)}
      onConfirm={() => deleting && confirm(deleting)}
    >
      “{deleting?.name}” will be deleted. This cannot be undone.
    </ConfirmDialog>
  );
  return { ask: (item: Item) => setDeleting(item), dialog };
}
