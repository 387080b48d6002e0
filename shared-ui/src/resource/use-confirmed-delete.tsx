import type { ApiError } from '@switchboard/shared-data';
import { useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { useToast } from '../feedback/toast';

export interface ConfirmedDeleteOptions<Item> {
  /** Names the kind of item in the dialog's title: "Delete business?". */
  noun: string;
  /** Deletes the item on the server. */
  remove: (item: Item) => { unwrap(): Promise<unknown> };
  successMessage: string;
  /** What the dialog calls the item (default: its `name`). */
  nameOf?: (item: Item) => string;
  /** What deleting does, after the item's quoted name. */
  consequence?: string;
  /**
   * Keep the dialog open, its button busy, until the server answers. Lists whose delete
   * drops the row at once (optimistically) close the dialog straight away instead.
   */
  waitForServer?: boolean;
}

const defaultName = (item: unknown) => String((item as { name?: unknown }).name);

/**
 * Asks in a dialog naming the item, then deletes it with a toast either way: the one
 * delete flow of the console's lists.
 */
export function useConfirmedDelete<Item extends { id: string }>({
  noun,
  remove,
  successMessage,
  nameOf = defaultName,
  consequence = 'will be deleted. This cannot be undone.',
  waitForServer = false,
}: ConfirmedDeleteOptions<Item>) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm(item: Item) {
    if (waitForServer) setPending(true);
    else setDeleting(null);
    try {
      await remove(item).unwrap();
      toast.success(successMessage);
    } catch (error) {
      toast.error((error as ApiError).message);
    }
    if (waitForServer) {
      setPending(false);
      setDeleting(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={`Delete ${noun}?`}
      confirmLabel="Delete"
      destructive
      pending={pending}
      onCancel={() => setDeleting(null)}
      onConfirm={() => void (deleting && confirm(deleting))}
    >
      “{deleting ? nameOf(deleting) : ''}” {consequence}
    </ConfirmDialog>
  );
  return { ask: (item: Item) => setDeleting(item), dialog };
}
