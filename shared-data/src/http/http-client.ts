import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export interface HttpClientOptions {
  baseURL: string;
  /** The current access token, or null when signed out. */
  getAccessToken?: () => string | null | Promise<string | null>;
  /** Called once after a 401: a new token to retry with, or null to give up. */
  refreshAccessToken?: () => Promise<string | null>;
  timeoutMs?: number;
}

type RetriableConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };

/**
 * Every API client in the console comes from here, so the auth header, the single
 * refresh-and-retry after a 401 and the timeout are decided once.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 30_000,
    // A header no cross-site form can send: the gateway refuses state changes without it.
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  client.interceptors.request.use(async (config) => {
    const token = await options.getAccessToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !options.refreshAccessToken)
      throw error;
    const config = error.config as RetriableConfig | undefined;
    // One refresh and one retry per request: a second 401 is final, never a loop.
    if (!config || config.retriedAfterRefresh) throw error;
    config.retriedAfterRefresh = true;
    const token = await options.refreshAccessToken();
    if (!token) throw error;
    return client.request(config);
  });
  return client;
}
