import { apiClient, request, type ApiClient } from './http-client';
import { useTestPlatform } from './platform-fixture';
import { startTestPlatform, type TestPlatform, type TestStorage } from './test-platform';
import { until } from './until';

export const TEST_KB_API_KEY = 'test-kb-api-key';

/** Every knowledge test platform requires the API key; a test that crawls its own site allows that origin. */
export function startKbPlatform(
  env: Record<string, string> = {},
  storage?: TestStorage,
): Promise<TestPlatform> {
  return startTestPlatform(
    {
      KB_API_KEY: TEST_KB_API_KEY,
      KB_CRAWL_TIMEOUT_MS: '3000',
      ...env,
    },
    storage,
  );
}

/** A client for one service (`/kb/<slug>`) that sends the API key. */
export function kbClient(
  platform: TestPlatform,
  slug = 'default',
): ApiClient & { upload: typeof upload } {
  const base = `${platform.url}/kb/${slug}`;
  const client = apiClient(base);
  const withKey = (options: Parameters<ApiClient['get']>[1] = {}) => ({
    ...options,
    headers: { 'x-api-key': TEST_KB_API_KEY, ...options.headers },
  });
  const upload = (
    method: 'POST' | 'PUT',
    path: string,
    fields: Record<string, string | Blob>,
    fileName?: string,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) form.append(name, value, fileName ?? 'upload.bin');
      else form.append(name, value);
    }
    return request(base, method, path, withKey({ rawBody: form }));
  };
  return {
    get: (path, options) => client.get(path, withKey(options)),
    post: (path, body, options) => client.post(path, body, withKey(options)),
    put: (path, body, options) => client.put(path, body, withKey(options)),
    delete: (path, options) => client.delete(path, withKey(options)),
    upload,
  };
}

export type KbClient = ReturnType<typeof kbClient>;

/**
 * Uploads one file as the console's form does; returns the HTTP result. Public unless the
 * fields say otherwise, so the bot's chat API (which `ask` calls) may answer from it: a
 * private document answers only the bot's staff.
 */
export function uploadFile(
  kb: KbClient,
  fileName: string,
  content: Uint8Array | string,
  fields: Record<string, string> = {},
  type = '',
) {
  return kb.upload(
    'POST',
    '/documents/',
    // Bytes copied onto a plain ArrayBuffer, the only kind the DOM's Blob type takes.
    {
      is_public: 'true',
      ...fields,
      file: new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
    },
    fileName,
  );
}

export async function ask(kb: KbClient, message: string, sessionId?: string) {
  const result = await kb.post('/chat/', {
    message,
    user_id: 'tester',
    ...(sessionId ? { session_id: sessionId } : {}),
  });
  if (result.status !== 200)
    throw new Error(`chat failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A knowledge platform for one test file and a client of the service `slug`. */
export function useKbPlatform(
  env: Record<string, string> = {},
  slug = 'default',
): { platform: TestPlatform; kb: KbClient } {
  const platform = useTestPlatform(env, startKbPlatform);
  const kb = {} as KbClient;
  beforeAll(() => {
    Object.assign(kb, kbClient(platform, slug));
  });
  return { platform, kb };
}

/** The pipeline embeds in the background: the bot's health once it holds `chunks` and none waits. */
export const embeddedChunks = (client: KbClient, chunks: number) =>
  until(`${chunks} chunks embedded`, async () => {
    const health = (await client.get('/health')).body;
    return health.index.chunks >= chunks && health.embeddings.chunks_pending === 0
      ? health
      : undefined;
  });
