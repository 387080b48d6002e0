import { baseApi } from '@switchboard/shared-auth';

export interface AvatarUpload {
  botId: string;
  imageBuffer: string;
  fileName: string;
  mimeType: string;
}

export const uploadAvatarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadAvatar: build.mutation<{ avatarUrl: string; storageType: string }, AvatarUpload>({
      query: (upload) => ({
        url: '/api/images/upload',
        method: 'POST',
        data: upload,
        errorMessage: 'Upload failed',
      }),
      // The bot's avatar field changes, so its list row, detail and picker entry refetch.
      invalidatesTags: (_result, _error, { botId }) => [{ type: 'Bot', id: botId }],
    }),
  }),
});

export const { useUploadAvatarMutation } = uploadAvatarApi;
