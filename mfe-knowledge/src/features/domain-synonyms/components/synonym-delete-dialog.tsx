import type { DomainSynonymEntry } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { ConfirmDialog, useToast } from '@switchboard/shared-ui';
import { useDeleteDomainSynonymMutation } from '../api/synonyms-api';

/** Asks before taking an entry out of the bot's synonym list. */
export function SynonymDeleteDialog({
  botId,
  entry,
  onClose,
}: {
  botId: string;
  entry: DomainSynonymEntry;
  onClose: () => void;
}) {
  const [remove, { isLoading }] = useDeleteDomainSynonymMutation();
  const toast = useToast();
  const confirm = async () => {
    const result = await remove({ botId, id: entry.id });
    if ('error' in result) return toast.error((result.error as ApiError).message);
    toast.success('Synonyms deleted');
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Delete synonyms?"
      confirmLabel="Delete"
      destructive
      pending={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {`Questions saying “${entry.phrase}” will no longer also search for ${entry.synonyms.join(', ')}.`}
    </ConfirmDialog>
  );
}
