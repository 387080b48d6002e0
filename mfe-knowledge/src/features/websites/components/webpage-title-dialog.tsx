import TextField from '@mui/material/TextField';
import { FormDialog, StaleWriteNotice, useFormDialog, useStaleWrite } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { Webpage } from '../api/webpage';
import { useUpdateWebpageMutation } from '../api/websites-api';

const FIELDS = [{ name: 'title', label: 'Title' }];

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
  // Saves go against the version this dialog opened (theirs, once a stale save brought it).
  const stale = useStaleWrite<Webpage>(page);
  const submit = () => {
    if (!title.trim()) return form.refuse('Title is required');
    void form.save(
      update({ botId, id: page.id, title: title.trim(), updatedAt: stale.base()?.updated_at }),
      'Web page updated',
      { onStale: (current) => stale.refusedWith(current as Webpage) },
    );
  };
  const notice = stale.theirs ? (
    <StaleWriteNotice
      fields={FIELDS}
      theirs={{ title: stale.theirs.title }}
      yours={{ title }}
      busy={form.dialogProps.saving}
      onOverwrite={() => {
        stale.takeTheirs();
        submit();
      }}
      onReload={() => setTitle(stale.takeTheirs()?.title ?? '')}
    />
  ) : null;
  return (
    <FormDialog
      title="Edit web page"
      submitLabel="Save"
      onSubmit={submit}
      notice={notice}
      {...form.dialogProps}
    >
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
