import Stack from '@mui/material/Stack';
import type { Message } from '@switchboard/domain';
import { ImproveButton } from './improve-button';
import { ImprovedMark } from './improved-mark';
import { RatingButtons } from './rating-buttons';

export interface AnswerFeedbackProps {
  message: Message;
  botId: string | undefined;
  /** The question this answer replied to. */
  question: string | undefined;
}

/**
 * Below a stored answer: its rating, and "Improve this answer" (or that it was improved,
 * with the way to take that back).
 */
export function AnswerFeedback({ message, botId, question }: AnswerFeedbackProps) {
  const improved = message.feedback?.improvedAt;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, color: 'text.primary' }}
      data-testid="answer-feedback"
    >
      <RatingButtons message={message} />
      {improved ? <ImprovedMark message={message} /> : null}
      <ImproveButton
        target={
          botId
            ? {
                messageId: message.id,
                conversationId: message.conversationId,
                question: question ?? '',
                answer: message.content,
              }
            : null
        }
      />
    </Stack>
  );
}
