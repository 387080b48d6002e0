import { baseApi } from '@switchboard/shared-auth';

export interface ReportBot {
  id: string;
  name: string;
  status: string;
}

export const reportBotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportBots: build.query<ReportBot[], void>({
      query: () => ({ url: '/api/bots', errorMessage: 'Failed to fetch bots' }),
      providesTags: [{ type: 'Bot', id: 'LIST' }],
    }),
  }),
});
