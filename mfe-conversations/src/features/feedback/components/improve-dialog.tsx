import DialogContentText from '@mui/material/DialogContentText';
import {
  MAX_STAFF_ANSWER,
  MAX_STAFF_QUESTION,
  staffAnswerInputSchema,
  type StaffAnswerInput,
} from '@switchboard/domain';
import {
  FormDialog,
  StaffAnswerFields,
  useFormDialog,
  type MutationOutcome,
} from '@switchboard/shared-ui';
import { newActionKey } from '@switchboard/shared-data';
import { useState } from 'react';
import { useImproveAnswerMutation } from '../api/feedback-api';

export interface ImproveTarget {
  messageId: string;
  conversationId: string;
  question: string;
  answer: string;
}

/**
 * "Improve this answer": the question as asked (editable, so it reads as people will ask
 * it) and the right answer. Saving is one gateway call: it stores a staff answer for the
 * bot, which its chat answers from first, and marks this answer improved so it leaves
 * Needs review, both or neither. The key is made once per dialog, so saving again after
 * a failure never stores the staff answer twice.
 */
export function ImproveDialog({ target, onClose }: { target: ImproveTarget; onClose: () => void }) {
  const [question, setQuestion] = useState(target.question);
  const [answer, setAnswer] = useState('');
  const [improveAnswer] = useImproveAnswerMutation();
  const [idempotencyKey] = useState(newActionKey);
  const form = useFormDialog(onClose);

  const improve = (input: StaffAnswerInput): Promise<MutationOutcome> =>
    improveAnswer({
      id: target.messageId,
      conversationId: target.conversationId,
      idempotencyKey,
      ...input,
    });

  const submit = () => {
    const input = staffAnswerInputSchema.safeParse({ question, answer });
    if (!input.success) return form.refuse(input.error.issues[0]?.message ?? 'Invalid answer');
    void form.save(
      improve(input.data),
      'Staff answer saved: the bot answers this question from it now',
    );
  };

  return (
    <FormDialog
      title="Improve this answer"
      submitLabel="Save staff answer"
      onSubmit={submit}
      {...form.dialogProps}
    >
      <DialogContentText>
        The bot answered: “{target.answer.slice(0, 300)}
        {target.answer.length > 300 ? '…' : ''}”. Write the right answer; the bot gives it whenever
        a question like this one is asked.
      </DialogContentText>
      <StaffAnswerFields
        question={question}
        answer={answer}
        onQuestionChange={setQuestion}
        onAnswerChange={setAnswer}
        answerLabel="Corrected answer"
        limits={{ question: MAX_STAFF_QUESTION, answer: MAX_STAFF_ANSWER }}
      />
    </FormDialog>
  );
}
