import {
  MAX_STAFF_ANSWER,
  MAX_STAFF_QUESTION,
  staffAnswerInputSchema,
  type StaffAnswer,
} from '@switchboard/domain';
import { FormDialog, StaffAnswerFields, useFormDialog } from '@switchboard/shared-ui';
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
  const [question, setQuestion] = useState(editing?.question ?? asked);
  const [answer, setAnswer] = useState(editing?.answer ?? '');
  const [create] = useCreateAnswerMutation();
  const [update] = useUpdateAnswerMutation();
  const form = useFormDialog(onClose);

  const submit = () => {
    const input = staffAnswerInputSchema.safeParse({ question, answer });
    if (!input.success) return form.refuse(input.error.issues[0]?.message ?? 'Invalid answer');
    void form.save(
      editing ? update({ botId, id: editing.id, ...input.data }) : create({ botId, ...input.data }),
      editing ? 'Staff answer updated' : 'Staff answer saved',
    );
  };

  return (
    <FormDialog
      title={editing ? 'Edit staff answer' : 'Write an answer'}
      submitLabel="Save"
      onSubmit={submit}
      {...form.dialogProps}
    >
      <StaffAnswerFields
        question={question}
        answer={answer}
        onQuestionChange={setQuestion}
        onAnswerChange={setAnswer}
        answerLabel="Answer"
        limits={{ question: MAX_STAFF_QUESTION, answer: MAX_STAFF_ANSWER }}
      />
    </FormDialog>
  );
}
