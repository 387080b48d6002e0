import type {
  MessageFeedback,
  RatingRequest,
  StaffAnswer,
  StaffAnswerInput,
} from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';

type Feedback = MessageFeedback & { messageId: string };

/**
 * Staff follow-up on an answer: the rating on the console's copy (Bots API), the same
 * rating on the bot's own record of the answer (its analytics count it), and the staff
 * answer that improves it.
 */
export const feedbackApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Conversation', 'MessageSearch'] })
  .injectEndpoints({
    endpoints: (build) => ({
      rateMessage: build.mutation<Feedback, RatingRequest & { id: string; conversationId: string }>(
        {
          query: ({ id, rating, comment }) => ({
            url: `/api/messages/${encodeURIComponent(id)}/rating`,
            method: 'PUT',
            data: { rating, comment },
            errorMessage: 'Failed to rate the answer',
          }),
          invalidatesTags: (_result, _error, { conversationId }) => [
            { type: 'Conversation', id: conversationId },
            'MessageSearch',
          ],
        },
      ),
      rateBotAnswer: build.mutation<
        unknown,
        RatingRequest & { botId: string; sessionId: string; traceId: string }
      >({
        query: ({ botId, sessionId, traceId, rating, comment }) =>
          botServiceRequest(
            botId,
            `chat/${encodeURIComponent(sessionId)}/traces/${encodeURIComponent(traceId)}/rating`,
            "Failed to record the rating in the bot's analytics",
            { method: 'PUT', data: { rating, comment } },
          ),
      }),
      createStaffAnswer: build.mutation<StaffAnswer, StaffAnswerInput & { botId: string }>({
        query: ({ botId, question, answer }) =>
          botServiceRequest(botId, 'staff-answers', 'Failed to save the staff answer', {
            method: 'POST',
            data: { question, answer },
          }),
      }),
      markImproved: build.mutation<
        Feedback,
        { id: string; conversationId: string; staffAnswerId: string }
      >({
        query: ({ id, staffAnswerId }) => ({
          url: `/api/messages/${encodeURIComponent(id)}/improved`,
          method: 'PUT',
          data: { staffAnswerId },
          errorMessage: 'Failed to mark the answer improved',
        }),
        invalidatesTags: (_result, _error, { conversationId }) => [
          { type: 'Conversation', id: conversationId },
          'MessageSearch',
        ],
      }),
    }),
  });

export const {
  useRateMessageMutation,
  useRateBotAnswerMutation,
  useCreateStaffAnswerMutation,
  useMarkImprovedMutation,
} = feedbackApi;
