import { baseApi } from '@switchboard/shared-data';

export interface RetrievedAvatar {
  avatar: string | null;
  storageType: string | null;
  botName: string;
}

export const retrieveAvatarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retrieveAvatar: build.query<RetrievedAvatar, string>({
      query: (botId) => ({
        url: '/api/images/retrieve',
        params: { botId },
        errorMessage: 'Retrieve failed',
      }),
      providesTags: (_result, _error, botId) => [{ type: 'Bot', id: botId }],
    }),
  }),
});

export const { useRetrieveAvatarQuery } = retrieveAvatarApi;
