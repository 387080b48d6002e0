import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { StaffAnswer } from '@switchboard/domain';
import { PageHeader, SearchField, useConfirmedDelete } from '@switchboard/shared-ui';
import {
  ConsoleDataGrid,
  gridQueryState,
  rowActionsColumn,
} from '@switchboard/shared-ui/data-grid';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NoBotSelected } from '../components/no-bot-selected';
import {
  useDeleteAnswerMutation,
  useGetStaffAnswersQuery,
} from '../features/answers/api/answers-api';
import { AnswerDialog } from '../features/answers/components/answer-dialog';
import { AnswersCsv } from '../features/answers/components/answers-csv';
import { ThresholdField } from '../features/answers/components/threshold-field';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

type Editing = { answer?: StaffAnswer; question?: string } | null;

/**
 * The selected bot's staff answers: what its chat answers from first when a question is
 * like one of them, with how often each was used. `?question=` opens a new answer for it
 * (Analytics' "Write an answer").
 */
export default function AnswersPage() {
  const { botId, botName } = useKnowledgeBot();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const asked = params.get('question');
  const [editing, setEditing] = useState<Editing>(asked ? { question: asked } : null);
  const list = useGetStaffAnswersQuery({ botId: botId ?? '', q }, { skip: !botId });
  const [deleteAnswer] = useDeleteAnswerMutation();
  const deletion = useConfirmedDelete<StaffAnswer>({
    noun: 'staff answer',
    remove: (row) => deleteAnswer({ botId: botId ?? '', id: row.id }),
    successMessage: 'Staff answer deleted',
    describe: (row) => <>The answer to “{row.question}” will no longer be given.</>,
    waitForServer: true,
  });
  if (!botId) return <NoBotSelected title="Answers" />;

  const close = () => {
    setEditing(null);
    if (asked) setParams({}, { replace: true });
  };
  const answers = list.data?.answers ?? [];
  const columns: GridColDef<StaffAnswer>[] = [
    {
      field: 'question',
      headerName: 'Question',
      flex: 1,
      minWidth: 200,
      // Made by "Improve this answer" and not yet seen recorded by the console: the service
      // keeps it or takes it back once it knows (docs/architecture.md, step 4).
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <span>{row.question}</span>
          {row.pending && <Chip size="small" variant="outlined" label="Pending" />}
        </Stack>
      ),
    },
    { field: 'answer', headerName: 'Answer', flex: 1.5, minWidth: 240 },
    { field: 'hits', headerName: 'Hits', type: 'number', width: 80 },
    {
      field: 'last_hit_at',
      headerName: 'Last hit',
      type: 'dateTime',
      width: 180,
      valueGetter: (value: string | null) => (value ? new Date(value) : null),
    },
    {
      field: 'updated_at',
      headerName: 'Updated',
      type: 'dateTime',
      width: 180,
      valueGetter: (value: string) => new Date(value),
    },
    rowActionsColumn<StaffAnswer>((row) => setEditing({ answer: row }), deletion.ask, {
      nameOf: (row) => row.question,
    }),
  ];
  const writeButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
      Write an answer
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Answers"
        description="Staff answers: the selected bot answers from one of these first when a question is like its question, and from its documents otherwise."
        secondaryActions={<AnswersCsv botId={botId} botName={botName} answers={answers} />}
        actions={writeButton}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search answers"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 280 }}
        />
        {list.data ? (
          <ThresholdField key={list.data.threshold} botId={botId} threshold={list.data.threshold} />
        ) : null}
      </Stack>
      <ConsoleDataGrid
        label="Staff answers"
        rows={answers}
        columns={columns}
        {...gridQueryState(list, 'Failed to fetch staff answers')}
        emptyTitle={q ? 'No staff answer matches' : 'No staff answers yet'}
        emptyMessage="Write one here, or use Improve this answer on a conversation's answer."
        emptyAction={writeButton}
      />
      {editing ? (
        <AnswerDialog
          botId={botId}
          editing={editing.answer}
          question={editing.question}
          onClose={close}
        />
      ) : null}
      {deletion.dialog}
    </>
  );
}
