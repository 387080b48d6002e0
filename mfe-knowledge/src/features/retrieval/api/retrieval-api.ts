import type { RetrievalAnswer } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import type { BotArg } from '../../../lib/bot-arg';

const retrievalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testRetrieval: build.mutation<RetrievalAnswer, BotArg & { query: string; topK: number }>({
      query: ({ botId, query, topK }) =>
        botServiceRequest(botId, 'retrieve/', 'Failed to test retrieval', {
          method: 'POST',
          data: { query, top_k: topK },
        }),
    }),
  }),
});

export const { useTestRetrievalMutation } = retrievalApi;
