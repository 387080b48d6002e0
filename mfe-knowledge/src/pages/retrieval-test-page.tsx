import CompareArrows from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@switchboard/shared-ui';
import { useState } from 'react';
import { RetrievalPanel } from '../features/retrieval/components/retrieval-panel';
import { NoBotSelected } from '../components/no-bot-selected';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

/** Hit testing: what the bot's retriever finds for a question, and why, without a conversation. */
export default function RetrievalTestPage() {
  const { botId } = useKnowledgeBot();
  const [comparing, setComparing] = useState(false);
  if (!botId) return <NoBotSelected title="Retrieval test" />;
  const toggle = (
    <Button
      variant="outlined"
      startIcon={<CompareArrows />}
      onClick={() => setComparing((on) => !on)}
      aria-pressed={comparing}
    >
      {comparing ? 'Stop comparing' : 'Compare with another question'}
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Retrieval test"
        description="Ask a question and see the passages the bot would answer from: each one's BM25 score, the question's words it holds (marked) and the synonyms searched."
        actions={toggle}
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <RetrievalPanel botId={botId} label="Question" name="First question" />
        {comparing ? (
          <RetrievalPanel botId={botId} label="Question to compare" name="Second question" />
        ) : null}
      </Stack>
    </>
  );
}
