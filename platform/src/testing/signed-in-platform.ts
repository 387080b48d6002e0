import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { startTestPlatform as startPlatformProcess, stopTestPlatform } from './test-platform';

export const PASSWORD = 'switchboard';

export interface TestPlatform {
  url: string;
  /** An access token for a seeded account. */
  tokenFor(email: string): Promise<string>;
  /** A Bots API call as that token (with any extra headers, such as the service credential). */
  api(
    token: string,
    method: string,
    apiPath: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  close(): Promise<void>;
}

/** The real platform for the gateway's tests, with the anon key the gateway's default config sends. */
export async function startTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const platform = await startPlatformProcess({ SUPABASE_ANON_KEY: DEV_SUPABASE_ANON_KEY, ...env });
  const { url } = platform;
  return {
    url,
    api: (token, method, apiPath, body, headers = {}) =>
      fetch(`${url}${apiPath}`, {
        method,
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async tokenFor(email) {
      const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: DEV_SUPABASE_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const body = (await response.json()) as { access_token: string };
      if (!response.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
      return body.access_token;
    },
    close: () => stopTestPlatform(platform),
  };
}
