import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FormDialog, useFormDialog } from '@switchboard/shared-ui';
import { useState } from 'react';
import { CollectionSelect } from '../../../components/collection-select';
import type { Collection } from '../../../lib/collection';
import type { KnowledgeDocument } from '../api/document';
import { useUpdateDocumentMutation } from '../api/documents-api';

export interface DocumentEditDialogProps {
  botId: string;
  document: KnowledgeDocument;
  collections: Collection[];
  onClose: () => void;
}

/** The upload form's fields for a stored document; a failed save keeps what was typed. */
export function DocumentEditDialog({
  botId,
  document,
  collections,
  onClose,
}: DocumentEditDialogProps) {
  const [title, setTitle] = useState(document.title);
  const [collectionId, setCollectionId] = useState(document.collection_id ?? '');
  const [description, setDescription] = useState(document.description ?? '');
  const [isPublic, setIsPublic] = useState(document.is_public);
  const [update] = useUpdateDocumentMutation();
  const form = useFormDialog(onClose);
  const submit = () => {
    if (!title.trim()) return form.refuse('Title is required');
    void form.save(
      update({
        botId,
        id: document.id,
        fields: {
          title: title.trim(),
          collection_id: collectionId || null,
          description: description.trim(),
          is_public: isPublic,
        },
      }),
      'Document updated',
    );
  };
  return (
    <FormDialog title="Edit document" submitLabel="Save" onSubmit={submit} {...form.dialogProps}>
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required />
      <CollectionSelect collections={collections} value={collectionId} onChange={setCollectionId} />
      <TextField
        label="Description"
        value={description}
        multiline
        minRows={2}
        onChange={(e) => setDescription(e.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />}
        label="Public"
      />
    </FormDialog>
  );
}
