import { untilListening } from './testing/child-service';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  spawnPlatform,
  stopTestPlatform,
  startTestPlatform,
  type TestStorage,
} from './testing/test-platform';

let storage: TestStorage | undefined;
afterAll(() => storage?.dispose());
// One start cut short, one full start on the same store.
jest.setTimeout(2 * PLATFORM_START_TIMEOUT_MS);

it('a stop that arrives while the platform starts waits for the start, then closes cleanly', async () => {
  // Opening the database alone takes seconds, time enough to be interrupted.
  storage = await createTestStorage();
  const child = spawnPlatform(storage);
  const starting = await untilListening(child, /\[platform\] (starting)/, 'platform');
  child.kill('SIGTERM');
  expect(await starting.exited).toBe(0);
  expect(starting.output()).toContain('SIGTERM: closing');
  // The stop must arrive before the start finished, or this would test an ordinary stop.
  const output = starting.output();
  const listened = output.indexOf('listening on');
  expect(listened === -1 || output.indexOf('SIGTERM: closing') < listened).toBe(true);

  // The interrupted start left a store the next start opens and serves from.
  const platform = await startTestPlatform({}, storage);
  const health = await fetch(`${platform.url}/health`);
  expect(health.status).toBe(200);
  await stopTestPlatform(platform, true);
});
