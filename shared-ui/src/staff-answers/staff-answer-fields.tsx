import TextField from '@mui/material/TextField';
import { lengthHelper } from '../feedback/length-helper';

export interface StaffAnswerFieldsProps {
  question: string;
  answer: string;
  onQuestionChange(question: string): void;
  onAnswerChange(answer: string): void;
  /** The answer field's label: "Answer" where staff write one, "Corrected answer" where they fix one. */
  answerLabel: string;
  /** The schema's most characters for each (domain's staff-answer schema). */
  limits: { question: number; answer: number };
}

/**
 * A staff answer's question and answer, limited as its schema limits them, with a counter
 * near each limit. Written from Conversations ("Improve this answer") and from Knowledge
 * (the Answers page), which as remotes cannot share a component but through here.
 */
export function StaffAnswerFields({
  question,
  answer,
  onQuestionChange,
  onAnswerChange,
  answerLabel,
  limits,
}: StaffAnswerFieldsProps) {
  return (
    <>
      <TextField
        label="Question"
        value={question}
        onChange={(event) => onQuestionChange(event.target.value)}
        fullWidth
        required
        multiline
        helperText={lengthHelper(null, question.length, limits.question)}
        slotProps={{ htmlInput: { maxLength: limits.question } }}
      />
      <TextField
        label={answerLabel}
        value={answer}
        onChange={(event) => onAnswerChange(event.target.value)}
        fullWidth
        required
        multiline
        minRows={4}
        helperText={lengthHelper(null, answer.length, limits.answer)}
        slotProps={{ htmlInput: { maxLength: limits.answer } }}
      />
    </>
  );
}
