import { baseApi } from '@switchboard/shared-data';
import { servicePath } from '../../service-path';

export interface ServiceHealth {
  status: string;
  index?: { documents: number; webpages: number; chunks: number; retriever: string };
}

export interface ServiceInfo {
  name: string;
  version: string;
  max_upload_bytes: number;
  supported_file_types: string[];
  demo_site_url: string | null;
}

const serviceStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceHealth: build.query<ServiceHealth, { botId: string }>({
      query: ({ botId }) => ({
        url: servicePath(botId, 'health'),
        target: 'gateway',
        errorMessage: 'Failed to fetch health',
      }),
    }),
    getServiceInfo: build.query<ServiceInfo, { botId: string }>({
      query: ({ botId }) => ({
        url: servicePath(botId, 'api-info'),
        target: 'gateway',
        errorMessage: 'Failed to fetch app info',
      }),
    }),
  }),
});

export const { useGetServiceHealthQuery, useGetServiceInfoQuery } = serviceStatusApi;
