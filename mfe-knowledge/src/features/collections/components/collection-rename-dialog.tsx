import TextField from '@mui/material/TextField';
import { FormDialog, useFormDialog } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useRenameCollectionMutation } from '../api/collections-api';

/** A new name (unique among the bot's collections) and description for a collection. */
export function CollectionRenameDialog({
  botId,
  collection,
  onClose,
}: {
  botId: string;
  collection: { id: string; name: string; description: string | null };
  onClose: () => void;
}) {
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const [rename] = useRenameCollectionMutation();
  const form = useFormDialog(onClose);
  const submit = () => {
    if (!name.trim()) return form.refuse('Collection name is required');
    void form.save(
      rename({ botId, id: collection.id, name: name.trim(), description: description.trim() }),
      'Collection renamed',
    );
  };
  return (
    <FormDialog
      title={`Rename ${collection.name}`}
      submitLabel="Save"
      onSubmit={submit}
      {...form.dialogProps}
    >
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
