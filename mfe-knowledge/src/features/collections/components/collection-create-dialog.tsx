import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEFAULT_COLLECTION_TYPE } from '@switchboard/domain';
import { FormDialog, useFormDialog } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useCreateCollectionMutation } from '../api/collections-api';

const COLLECTION_TYPES = ['mixed', 'documents', 'websites'];

export function CollectionCreateDialog({ botId, onClose }: { botId: string; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState(DEFAULT_COLLECTION_TYPE);
  const [create] = useCreateCollectionMutation();
  const form = useFormDialog(onClose);
  const submit = () => {
    if (!name.trim()) return form.refuse('Collection name is required');
    void form.save(
      create({ botId, name: name.trim(), description: description.trim(), type }),
      'Collection created',
    );
  };
  return (
    <FormDialog title="New collection" submitLabel="Create" onSubmit={submit} {...form.dialogProps}>
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
      />
      <TextField select label="Type" value={type} onChange={(e) => setType(e.target.value)}>
        {COLLECTION_TYPES.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
