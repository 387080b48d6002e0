import type {
  StaffAnswer,
  StaffAnswerInput,
  StaffAnswerList,
  StaffAnswerSettings,
} from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import { botListTag, type BotArg } from '../../../lib/bot-arg';

const answerPath = (id: string) => `staff-answers/${encodeURIComponent(id)}`;
const listTag = (botId: string) => [botListTag('StaffAnswer', botId)];

/** A bot's staff answers: what its chat answers from first when a question matches. */
export const answersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['StaffAnswer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStaffAnswers: build.query<StaffAnswerList, BotArg & { q?: string }>({
        query: ({ botId, q }) =>
          botServiceRequest(botId, 'staff-answers', 'Failed to fetch staff answers', {
            params: { limit: 1000, ...(q ? { q } : {}) },
          }),
        providesTags: (_list, _error, { botId }) => listTag(botId),
      }),
      createAnswer: build.mutation<StaffAnswer, BotArg & StaffAnswerInput>({
        query: ({ botId, question, answer }) =>
          botServiceRequest(botId, 'staff-answers', 'Failed to save the staff answer', {
            method: 'POST',
            data: { question, answer },
          }),
        invalidatesTags: (_row, _error, { botId }) => listTag(botId),
      }),
      updateAnswer: build.mutation<StaffAnswer, BotArg & StaffAnswerInput & { id: string }>({
        query: ({ botId, id, question, answer }) =>
          botServiceRequest(botId, answerPath(id), 'Failed to save the staff answer', {
            method: 'PUT',
            data: { question, answer },
          }),
        invalidatesTags: (_row, _error, { botId }) => listTag(botId),
      }),
      deleteAnswer: build.mutation<unknown, BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, answerPath(id), 'Failed to delete the staff answer', {
            method: 'DELETE',
          }),
        invalidatesTags: (_row, _error, { botId }) => listTag(botId),
      }),
      setThreshold: build.mutation<StaffAnswerSettings, BotArg & StaffAnswerSettings>({
        query: ({ botId, threshold }) =>
          botServiceRequest(botId, 'staff-answer-settings', 'Failed to save the threshold', {
            method: 'PUT',
            data: { threshold },
          }),
        invalidatesTags: (_row, _error, { botId }) => listTag(botId),
      }),
      importAnswers: build.mutation<{ imported: number }, BotArg & { csv: string }>({
        query: ({ botId, csv }) =>
          botServiceRequest(botId, 'staff-answers/import', 'Failed to import staff answers', {
            method: 'POST',
            data: { csv },
          }),
        invalidatesTags: (_row, _error, { botId }) => listTag(botId),
      }),
    }),
  });

export const {
  useGetStaffAnswersQuery,
  useCreateAnswerMutation,
  useUpdateAnswerMutation,
  useDeleteAnswerMutation,
  useSetThresholdMutation,
  useImportAnswersMutation,
} = answersApi;
