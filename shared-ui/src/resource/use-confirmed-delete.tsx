import type { ApiError } from '@switchboard/shared-data';
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { useToast } from '../feedback/toast';

export interface ConfirmedDeleteOptions<Item> {
  /** Names the kind of item in the dialog's title: "Delete business?". */
  noun: string;
  /** Deletes the item on the server. */
  remove: (item: Item) => { unwrap(): Promise<unknown> };
  successMessage: string;
  /** The dialog's text (default: the quoted `name` "will be deleted. This cannot be undone."). */
  describe?: (item: Item) => ReactNode;
  /**
   * Keep the dialog open, its button busy, until the server answers. Lists whose delete
   * drops the row at once (optimistically) close the dialog straight away instead.
   */
  waitForServer?: boolean;
}

const willBeDeleted = (item: unknown) => (
  <>“{String((item as { name?: unknown }).name)}” will be deleted. This cannot be undone.</>
);

/**
 * Asks in a dialog naming the item, then deletes it with a toast either way: the one
 * delete flow of the console's lists.
 */
export function useConfirmedDelete<Item extends { id: string }>({
  noun,
  remove,
  successMessage,
  describe = willBeDeleted,
  waitForServer = false,
}: ConfirmedDeleteOptions<Item>) {
  const toast = useToast();
  // The item stays after closing so the dialog keeps its text while it fades out.
  const [asked, setAsked] = useState<{ item: Item | null; open: boolean }>({
    item: null,
    open: false,
  });
  const close = () => setAsked((state) => ({ ...state, open: false }));
  const [pending, setPending] = useState(false);

  async function confirm(item: Item) {
    if (waitForServer) setPending(true);
    else close();
    try {
      await remove(item).unwrap();
      toast.success(successMessage);
    } catch (error) {
      toast.error((error as ApiError).message);
    }
    if (waitForServer) {
      setPending(false);
      close();
    }
  }

  const dialog = (
    <ConfirmDialog
      open={asked.open}
      title={`Delete ${noun}?`}
      confirmLabel="Delete"
      destructive
      pending={pending}
      onCancel={close}
      onConfirm={() => void (asked.open && asked.item && confirm(asked.item))}
    >
      {asked.item ? describe(asked.item) : null}
    </ConfirmDialog>
  );
  // Stable, so a list's columns that ask need not be rebuilt on every render.
  const ask = useCallback((item: Item) => setAsked({ item, open: true }), []);
  return { ask, dialog };
}
