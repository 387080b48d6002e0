import TextField from '@mui/material/TextField';
import {
  FormDialog,
  StaleWriteNotice,
  useFormDialog,
  useStaleWrite,
  type StaleWriteField,
} from '@switchboard/shared-ui';
import { useState } from 'react';
import { PublicSwitch } from '../../../components/public-switch';
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

/** The fields this dialog edits, as the stale-write notice compares them. */
const editable = (document: KnowledgeDocument) => ({
  title: document.title,
  collection_id: document.collection_id ?? '',
  description: document.description ?? '',
  is_public: document.is_public,
});

/** The upload form's fields for a stored document; a failed save keeps what was typed. */
export function DocumentEditDialog({
  botId,
  document,
  collections,
  onClose,
}: DocumentEditDialogProps) {
  const [values, setValues] = useState(() => editable(document));
  const set = (changes: Partial<typeof values>) => setValues((now) => ({ ...now, ...changes }));
  const [update] = useUpdateDocumentMutation();
  const form = useFormDialog(onClose);
  // Saves go against the version this dialog opened (theirs, once a stale save brought it).
  const stale = useStaleWrite<KnowledgeDocument>(document);
  const submit = () => {
    if (!values.title.trim()) return form.refuse('Title is required');
    void form.save(
      update({
        botId,
        id: document.id,
        fields: {
          title: values.title.trim(),
          collection_id: values.collection_id || null,
          description: values.description.trim(),
          is_public: values.is_public,
        },
        updatedAt: stale.base()?.updated_at,
      }),
      'Document updated',
      { onStale: (current) => stale.refusedWith(current as KnowledgeDocument) },
    );
  };
  const fields: StaleWriteField[] = [
    { name: 'title', label: 'Title' },
    {
      name: 'collection_id',
      label: 'Collection',
      format: (id) => collections.find((item) => item.id === id)?.name ?? String(id),
    },
    { name: 'description', label: 'Description' },
    { name: 'is_public', label: 'Public' },
  ];
  const notice = stale.theirs ? (
    <StaleWriteNotice
      fields={fields}
      theirs={editable(stale.theirs)}
      yours={values}
      busy={form.dialogProps.saving}
      onOverwrite={() => {
        stale.takeTheirs();
        submit();
      }}
      onReload={() => {
        const theirs = stale.takeTheirs();
        if (theirs) setValues(editable(theirs));
      }}
    />
  ) : null;
  return (
    <FormDialog
      title="Edit document"
      submitLabel="Save"
      onSubmit={submit}
      notice={notice}
      {...form.dialogProps}
    >
      <TextField
        label="Title"
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        required
      />
      <CollectionSelect
        collections={collections}
        value={values.collection_id}
        onChange={(collection_id) => set({ collection_id })}
      />
      <TextField
        label="Description"
        value={values.description}
        multiline
        minRows={2}
        onChange={(e) => set({ description: e.target.value })}
      />
      <PublicSwitch checked={values.is_public} onChange={(is_public) => set({ is_public })} />
    </FormDialog>
  );
}
