import { TEST_ANON_KEY } from './test-platform';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON and multipart). */
  rawBody?: string | FormData | Uint8Array;
  headers?: Record<string, string>;
}

export async function request<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (options.rawBody !== undefined) {
    body = options.rawBody as RequestInit['body'];
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Non-JSON bodies (avatars) stay text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Password sign-in through /auth/v1; returns the token response. */
export async function signIn(baseUrl: string, email: string, password = 'switchboard') {
  const result = await request(baseUrl, 'POST', '/auth/v1/token?grant_type=password', {
    headers: { apikey: TEST_ANON_KEY },
    body: { email, password, gotrue_meta_security: {} },
  });
  if (result.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    user: { id: string };
  };
}

/** A client bound to one platform and one access token. */
export function apiClient(baseUrl: string, token?: string) {
  return {
    get: <T = any>(path: string, options: RequestOptions = {}) =>
      request<T>(baseUrl, 'GET', path, { token, ...options }),
    post: <T = any>(path: string, body?: unknown, options: RequestOptions = {}) =>
      request<T>(baseUrl, 'POST', path, { token, body, ...options }),
    put: <T = any>(path: string, body?: unknown, options: RequestOptions = {}) =>
      request<T>(baseUrl, 'PUT', path, { token, body, ...options }),
    delete: <T = any>(path: string, options: RequestOptions = {}) =>
      request<T>(baseUrl, 'DELETE', path, { token, ...options }),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** An API client signed in as one of the seeded accounts (admin by default). */
export async function clientFor(
  baseUrl: string,
  email = 'admin@switchboard.local',
): Promise<ApiClient> {
  return apiClient(baseUrl, (await signIn(baseUrl, email)).access_token);
}
