import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  MAX_STAFF_ANSWER,
  MAX_STAFF_QUESTION,
  staffAnswerInputSchema,
  type StaffAnswer,
} from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { useToast, StaffAnswerFields } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useCreateAnswerMutation, useUpdateAnswerMutation } from '../api/answers-api';

export interface AnswerDialogProps {
  botId: string;
  /** The staff answer to edit; without it a new one, its question filled from `question`. */
  editing?: StaffAnswer;
  question?: string;
  onClose: () => void;
}

/** Writes or edits one staff answer; a refusal shows in the dialog and keeps what was typed. */
export function AnswerDialog({ botId, editing, question: asked = '', onClose }: AnswerDialogProps) {
  const toast = useToast();
  const [question, setQuestion] = useState(editing?.question ?? asked);
  const [answer, setAnswer] = useState(editing?.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useCreateAnswerMutation();
  const [update, updated] = useUpdateAnswerMutation();
  const saving = created.isLoading || updated.isLoading;

  const save = async () => {
    const input = staffAnswerInputSchema.safeParse({ question, answer });
    if (!input.success) return setProblem(input.error.issues[0]?.message ?? 'Invalid answer');
    try {
      if (editing) await update({ botId, id: editing.id, ...input.data }).unwrap();
      else await create({ botId, ...input.data }).unwrap();
    } catch (error) {
      return setProblem((error as ApiError).message);
    }
    toast.success(editing ? 'Staff answer updated' : 'Staff answer saved');
    onClose();
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>{editing ? 'Edit staff answer' : 'Write an answer'}</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <StaffAnswerFields
          question={question}
          answer={answer}
          onQuestionChange={setQuestion}
          onAnswerChange={setAnswer}
          answerLabel="Answer"
          limits={{ question: MAX_STAFF_QUESTION, answer: MAX_STAFF_ANSWER }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
