import type { ImproveAnswerRequest, MessageFeedback, RateAnswerRequest } from '@switchboard/domain';
import { baseApi } from '@switchboard/shared-data';

type Feedback = MessageFeedback & { messageId: string };
type AnswerRef = { id: string; conversationId: string };

const answerPath = ({ conversationId, id }: AnswerRef, operation: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(id)}/${operation}`;

const touched = (_result: unknown, _error: unknown, { conversationId }: AnswerRef) => [
  { type: 'Conversation' as const, id: conversationId },
  'MessageSearch' as const,
];

/**
 * Staff follow-up on an answer, each one gateway operation under one idempotency key: the
 * rating (the bot's record of the answer and the console's change together), and the
 * staff answer that improves it (saved in the bot's service, the answer marked improved).
 */
export const feedbackApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Conversation', 'MessageSearch'] })
  .injectEndpoints({
    endpoints: (build) => ({
      rateAnswer: build.mutation<Feedback, RateAnswerRequest & AnswerRef>({
        query: ({ rating, comment, idempotencyKey, ...answer }) => ({
          url: answerPath(answer, 'rating'),
          method: 'POST',
          data: { rating, comment, idempotencyKey },
          target: 'gateway',
          errorMessage: 'Failed to rate the answer',
        }),
        invalidatesTags: touched,
      }),
      improveAnswer: build.mutation<Feedback, ImproveAnswerRequest & AnswerRef>({
        query: ({ question, answer, idempotencyKey, ...ref }) => ({
          url: answerPath(ref, 'improve'),
          method: 'POST',
          data: { question, answer, idempotencyKey },
          target: 'gateway',
          errorMessage: 'Failed to save the staff answer',
        }),
        invalidatesTags: touched,
      }),
      /** Takes the improved mark back (the staff answer stays the bot's); the answer is in Needs review again. */
      takeBackImprovement: build.mutation<Feedback, AnswerRef>({
        query: (ref) => ({
          url: answerPath(ref, 'improve'),
          method: 'DELETE',
          target: 'gateway',
          errorMessage: 'Failed to take the improvement back',
        }),
        invalidatesTags: touched,
      }),
    }),
  });

export const { useRateAnswerMutation, useImproveAnswerMutation, useTakeBackImprovementMutation } =
  feedbackApi;
