import axios, { type AxiosInstance } from 'axios';

export interface HttpClientOptions {
  baseURL: string;
  /** The current access token, or null when signed out. */
  getAccessToken?: () => string | null | Promise<string | null>;
  timeoutMs?: number;
}

/** Every API client in the console comes from here, so auth and timeouts are set once. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000 });
  client.interceptors.request.use(async (config) => {
    const token = await options.getAccessToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return client;
}
