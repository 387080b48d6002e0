import { clientFor, type ApiClient } from './http-client';
import {
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  type TestPlatform,
} from './test-platform';

type Env = Record<string, string>;

/**
 * A platform for one test file: started before its tests, stopped (and its data
 * removed) after them. The object returned is filled in when the platform is up, so a
 * file can name it at the top and use it in its tests.
 */
export function useTestPlatform(
  env: Env = {},
  start: (env: Env) => Promise<TestPlatform> = startTestPlatform,
): TestPlatform {
  const platform = {} as TestPlatform;
  beforeAll(async () => {
    Object.assign(platform, await start(env));
  }, PLATFORM_START_TIMEOUT_MS);
  afterAll(() => stopTestPlatform(platform.url ? platform : undefined), PLATFORM_START_TIMEOUT_MS);
  return platform;
}

/** A platform for one test file and an API client signed in as `email` (the admin). */
export function usePlatformApi(
  env: Env = {},
  email?: string,
): { platform: TestPlatform; api: ApiClient } {
  const platform = useTestPlatform(env);
  const api = {} as ApiClient;
  beforeAll(async () => {
    Object.assign(api, await clientFor(platform.url, email));
  });
  return { platform, api };
}
