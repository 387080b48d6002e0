import type { BotModel, BotModelInput, BotModelTest } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';

const tag = (botId: string) => ({ type: 'BotModel' as const, id: botId });

/** A bot's model, through the gateway to its knowledge service (which holds the endpoint's key). */
const botModelApi = baseApi.enhanceEndpoints({ addTagTypes: ['BotModel'] }).injectEndpoints({
  endpoints: (build) => ({
    getBotModel: build.query<BotModel, string>({
      query: (botId) => botServiceRequest(botId, 'model', 'Failed to fetch the model'),
      providesTags: (_model, _error, botId) => [tag(botId)],
    }),
    saveBotModel: build.mutation<BotModel, { botId: string; input: BotModelInput }>({
      query: ({ botId, input }) =>
        botServiceRequest(botId, 'model', 'Failed to save the model', {
          method: 'PUT',
          data: input,
        }),
      // The answer is the saved model with its new job: no second read.
      async onQueryStarted({ botId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(botModelApi.util.upsertQueryData('getBotModel', botId, data));
      },
    }),
    testBotModel: build.mutation<BotModelTest, { botId: string; input: BotModelInput }>({
      query: ({ botId, input }) =>
        botServiceRequest(botId, 'model/test', 'Failed to test the model', {
          method: 'POST',
          data: input,
        }),
    }),
  }),
});

export const { useGetBotModelQuery, useSaveBotModelMutation, useTestBotModelMutation } =
  botModelApi;
