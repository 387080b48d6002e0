import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { DomainSynonymEntry } from '@switchboard/domain';
import { PageHeader } from '@switchboard/shared-ui';
import { useState } from 'react';
import { SynonymAddDialog } from '../features/domain-synonyms/components/synonym-add-dialog';
import { SynonymDeleteDialog } from '../features/domain-synonyms/components/synonym-delete-dialog';
import { SynonymsList } from '../features/domain-synonyms/components/synonyms-list';
import { NoBotSelected } from '../components/no-bot-selected';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

/** The bot's own synonyms: the words its users say beside the words its knowledge uses. */
export default function SynonymsPage() {
  const { botId } = useKnowledgeBot();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DomainSynonymEntry | null>(null);
  if (!botId) return <NoBotSelected title="Synonyms" />;
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
      New synonyms
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Synonyms"
        description="Words this bot's users say and the words its knowledge uses for them: a question saying one also searches for the others (beside WordNet's common synonyms)."
        actions={addButton}
      />
      <SynonymsList botId={botId} onDelete={setDeleting} addButton={addButton} />
      {adding ? <SynonymAddDialog botId={botId} onClose={() => setAdding(false)} /> : null}
      {deleting ? (
        <SynonymDeleteDialog botId={botId} entry={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </>
  );
}
