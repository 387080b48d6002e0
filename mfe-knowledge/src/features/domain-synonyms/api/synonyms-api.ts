import type { DomainSynonymEntry, DomainSynonymInput } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import { botListTag, type BotArg } from '../../../lib/bot-arg';

/** The bot's domain synonym list: what its users say → the words its knowledge uses. */
const synonymsApi = baseApi.enhanceEndpoints({ addTagTypes: ['DomainSynonym'] }).injectEndpoints({
  endpoints: (build) => ({
    getDomainSynonyms: build.query<DomainSynonymEntry[], BotArg>({
      query: ({ botId }) => botServiceRequest(botId, 'synonyms/', 'Failed to fetch synonyms'),
      transformResponse: (body: { synonyms: DomainSynonymEntry[] }) => body.synonyms,
      providesTags: (_rows, _error, { botId }) => [botListTag('DomainSynonym', botId)],
    }),
    addDomainSynonym: build.mutation<DomainSynonymEntry, BotArg & DomainSynonymInput>({
      query: ({ botId, phrase, synonyms }) =>
        botServiceRequest(botId, 'synonyms/', 'Failed to add synonyms', {
          method: 'POST',
          data: { phrase, synonyms },
        }),
      invalidatesTags: (_row, error, { botId }) =>
        error ? [] : [botListTag('DomainSynonym', botId)],
    }),
    deleteDomainSynonym: build.mutation<void, BotArg & { id: string }>({
      query: ({ botId, id }) =>
        botServiceRequest(
          botId,
          `synonyms/${encodeURIComponent(id)}`,
          'Failed to delete synonyms',
          {
            method: 'DELETE',
          },
        ),
      invalidatesTags: (_row, error, { botId }) =>
        error ? [] : [botListTag('DomainSynonym', botId)],
    }),
  }),
});

export const {
  useGetDomainSynonymsQuery,
  useAddDomainSynonymMutation,
  useDeleteDomainSynonymMutation,
} = synonymsApi;
