import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { errorText } from '../http/error-text';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  /** Spec §8 message used when the server gives no `error` field. */
  errorMessage?: string;
}

export interface ApiError {
  status: number | null;
  message: string;
}

let client: AxiosInstance | null = null;

/** The host hands the base API its HTTP client once the runtime config is known. */
export function setApiClient(httpClient: AxiosInstance): void {
  client = httpClient;
}

const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request) => {
  if (!client) {
    return { error: { status: null, message: 'The API client is not configured' } };
  }
  try {
    const response = await client.request({
      url: request.url,
      method: request.method ?? 'GET',
      data: request.data,
      params: request.params,
    });
    return { data: response.data };
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status ?? null;
    return {
      error: { status, message: errorText(error, request.errorMessage ?? 'Request failed') },
    };
  }
};

/**
 * The one RTK Query API of the console. It starts empty; each remote adds its
 * endpoints with `baseApi.injectEndpoints` and tags them for invalidation.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Bot',
    'Conversation',
    'Message',
    'Business',
    'BusinessType',
    'Document',
    'Webpage',
    'Collection',
  ],
  endpoints: () => ({}),
});
