import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { errorText } from '../http/error-text';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  /** The message used when the server gives no `error` field. */
  errorMessage?: string;
  /**
   * 'gateway' sends the request to the console's own origin (knowledge and per-bot
   * services, which need server-held keys); the default is the Bots API.
   */
  target?: 'api' | 'gateway';
  /** Told the share of the request body sent so far (0 to 1), for upload progress bars. */
  onUploadProgress?: (fraction: number) => void;
  /** Gives up after this long, so no caller waits for ever on a silent server. */
  timeoutMs?: number;
  /** Request headers of this call only, such as `If-Match` on a save. */
  headers?: Record<string, string>;
}

export interface ApiError {
  status: number | null;
  /** The HTTP reason phrase, for messages that quote the response line. */
  statusText?: string;
  message: string;
  /** The server's JSON answer, when it sent one (a 412 carries the row as it now stands). */
  body?: unknown;
}

interface ApiClients {
  api: AxiosInstance;
  gateway: AxiosInstance;
}

let clients: ApiClients | null = null;

/** The host hands the base API its HTTP clients once the runtime config is known. */
export function setApiClients(httpClients: ApiClients): void {
  clients = httpClients;
}

export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiError>;

/**
 * One key per mutation call, that is per user action: the servers answer a repeat of the
 * same create (a retry after a lost answer) with the first result instead of a duplicate.
 * A POST query (a search) creates nothing and gets none. getRandomValues, unlike
 * randomUUID, also works on a console served over plain HTTP.
 */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const axiosBaseQuery: ApiBaseQuery = async (request, { signal, type }) => {
  if (!clients) {
    return { error: { status: null, message: 'The API client is not configured' } };
  }
  const method = request.method ?? 'GET';
  try {
    const response = await clients[request.target ?? 'api'].request({
      url: request.url,
      method,
      data: request.data,
      params: request.params,
      headers:
        type === 'mutation' && method.toUpperCase() === 'POST'
          ? { 'Idempotency-Key': idempotencyKey(), ...request.headers }
          : request.headers,
      // Aborting the query (a newer one replaced it) cancels the HTTP request too.
      signal,
      timeout: request.timeoutMs,
      onUploadProgress: request.onUploadProgress
        ? ({ loaded, total }) => {
            if (total) request.onUploadProgress?.(loaded / total);
          }
        : undefined,
    });
    return { data: response.data };
  } catch (error) {
    const response = (
      error as { response?: { status?: number; statusText?: string; data?: unknown } }
    ).response;
    return {
      error: {
        status: response?.status ?? null,
        ...(response?.statusText ? { statusText: response.statusText } : {}),
        ...(response?.data !== undefined ? { body: response.data } : {}),
        message: errorText(error, request.errorMessage ?? 'Request failed'),
      },
    };
  }
};

/**
 * The one RTK Query API of the console. It starts empty: each domain adds the tag types
 * it uses (`enhanceEndpoints({ addTagTypes })`) and its endpoints (`injectEndpoints`)
 * where it is written, so the base knows nothing of any remote.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
});
