import TextField from '@mui/material/TextField';
import { domainSynonymInputSchema } from '@switchboard/domain';
import { FormDialog, useFormDialog } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useAddDomainSynonymMutation } from '../api/synonyms-api';

const splitList = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

/**
 * Adds "phrase → synonyms". The form checks with the server's own schema so an obvious
 * slip is caught without a round trip; whatever the server still refuses (a phrase that
 * already has an entry, a full list) is shown in its words, with the form kept as typed.
 */
export function SynonymAddDialog({ botId, onClose }: { botId: string; onClose: () => void }) {
  const [phrase, setPhrase] = useState('');
  const [synonyms, setSynonyms] = useState('');
  const [add] = useAddDomainSynonymMutation();
  const form = useFormDialog(onClose);
  const submit = () => {
    const checked = domainSynonymInputSchema.safeParse({ phrase, synonyms: splitList(synonyms) });
    if (!checked.success) return form.refuse(checked.error.issues[0]!.message);
    void form.save(add({ botId, ...checked.data }), 'Synonyms added');
  };
  return (
    <FormDialog title="New synonyms" submitLabel="Add" onSubmit={submit} {...form.dialogProps}>
      <TextField
        label="Word or phrase users say"
        value={phrase}
        onChange={(e) => setPhrase(e.target.value)}
        helperText='For example "send back"'
        required
      />
      <TextField
        label="Words the knowledge uses"
        value={synonyms}
        onChange={(e) => setSynonyms(e.target.value)}
        helperText='Separated by commas, for example "return, refund"'
        required
      />
    </FormDialog>
  );
}
