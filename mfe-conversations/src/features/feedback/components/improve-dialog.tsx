import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MAX_STAFF_ANSWER, MAX_STAFF_QUESTION, staffAnswerInputSchema } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { useToast, StaffAnswerFields } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useCreateStaffAnswerMutation, useMarkImprovedMutation } from '../api/feedback-api';

export interface ImproveTarget {
  messageId: string;
  conversationId: string;
  botId: string;
  question: string;
  answer: string;
}

/**
 * "Improve this answer": the question as asked (editable, so it reads as people will ask
 * it) and the right answer. Saving stores a staff answer for the bot, which its chat
 * answers from first, and marks this answer improved so it leaves Needs review.
 */
export function ImproveDialog({ target, onClose }: { target: ImproveTarget; onClose: () => void }) {
  const toast = useToast();
  const [question, setQuestion] = useState(target.question);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createStaffAnswer, created] = useCreateStaffAnswerMutation();
  const [markImproved, marked] = useMarkImprovedMutation();
  const saving = created.isLoading || marked.isLoading;

  const save = async () => {
    const input = staffAnswerInputSchema.safeParse({ question, answer });
    if (!input.success) return setProblem(input.error.issues[0]?.message ?? 'Invalid answer');
    setProblem(null);
    try {
      const staffAnswer = await createStaffAnswer({ botId: target.botId, ...input.data }).unwrap();
      await markImproved({
        id: target.messageId,
        conversationId: target.conversationId,
        staffAnswerId: staffAnswer.id,
      }).unwrap();
    } catch (error) {
      return setProblem((error as ApiError).message);
    }
    toast.success('Staff answer saved: the bot answers this question from it now');
    onClose();
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>Improve this answer</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The bot answered: “{target.answer.slice(0, 300)}
          {target.answer.length > 300 ? '…' : ''}”. Write the right answer; the bot gives it
          whenever a question like this one is asked.
        </DialogContentText>
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
          answerLabel="Corrected answer"
          limits={{ question: MAX_STAFF_QUESTION, answer: MAX_STAFF_ANSWER }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save staff answer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
