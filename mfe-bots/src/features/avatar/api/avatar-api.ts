import { baseApi } from '@switchboard/shared-data';

export interface RetrievedAvatar {
  avatar: string | null;
  storageType: string | null;
  botName: string;
}

export interface AvatarUpload {
  botId: string;
  imageBuffer: string;
  fileName: string;
  mimeType: string;
  /** The share of the image sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export const avatarApi = baseApi.enhanceEndpoints({ addTagTypes: ['Bot'] }).injectEndpoints({
  endpoints: (build) => ({
    retrieveAvatar: build.query<RetrievedAvatar, string>({
      query: (botId) => ({
        url: '/api/images/retrieve',
        params: { botId },
        errorMessage: 'Retrieve failed',
      }),
      providesTags: (_result, _error, botId) => [{ type: 'Bot', id: botId }],
    }),
    uploadAvatar: build.mutation<{ avatarUrl: string; storageType: string }, AvatarUpload>({
      query: ({ onProgress, ...upload }) => ({
        url: '/api/images/upload',
        method: 'POST',
        data: upload,
        errorMessage: 'Upload failed',
        onUploadProgress: onProgress,
      }),
      // The bot's avatar field changes, so its list row, detail and picker entry refetch.
      invalidatesTags: (_result, _error, { botId }) => [{ type: 'Bot', id: botId }],
    }),
  }),
});

export const { useRetrieveAvatarQuery, useUploadAvatarMutation } = avatarApi;
