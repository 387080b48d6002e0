import TextField from '@mui/material/TextField';
import { FormDialog, useFormDialog } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { Webpage } from '../api/webpage';
import { useUpdateWebpageMutation } from '../api/websites-api';

/** A title staff set here survives later recrawls of the page. */
export function WebpageTitleDialog({
  botId,
  page,
  onClose,
}: {
  botId: string;
  page: Webpage;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(page.title ?? '');
  const [update] = useUpdateWebpageMutation();
  const form = useFormDialog(onClose);
  const submit = () => {
    if (!title.trim()) return form.refuse('Title is required');
    void form.save(update({ botId, id: page.id, title: title.trim() }), 'Web page updated');
  };
  return (
    <FormDialog title="Edit web page" submitLabel="Save" onSubmit={submit} {...form.dialogProps}>
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        fullWidth
        required
        helperText={page.url}
      />
    </FormDialog>
  );
}
