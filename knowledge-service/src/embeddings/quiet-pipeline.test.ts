import { runInStore } from '@switchboard/platform/testing/run-in-store';
import { createTestStorage, type TestStorage } from '@switchboard/platform/testing/test-platform';

/*
 * An idle embedding pipeline scans no chunk while nothing changed, and still picks up every
 * change: a chunk written behind its back, a failed bot's retry falling due, a new model.
 * Run on both backends in a process of its own (testing/quiet-pipeline-scenarios.ts).
 */
let storage: TestStorage;
beforeAll(async () => {
  storage = await createTestStorage();
});
afterAll(() => storage?.dispose());

it('skips the scans while quiet, and embeds a new chunk, a retry due and a model switch', () => {
  const result = runInStore<{
    quietScans: number;
    failedAttempts: number;
    retriedBeforeDue: boolean;
    afterRetry: { status: string; attempts: number; retry_at: string | null };
    switched: number;
  }>(storage, '../../knowledge-service/src/testing/quiet-pipeline-scenarios', 'quietPipeline');
  // Three idle passes read no chunk; a chunk written behind its back was embedded after them.
  expect(result.quietScans).toBe(0);
  // A failed chunk waits for its retry, then is embedded with nothing else changed: the
  // bot's failure is recorded, and the retry clears it.
  expect(result.failedAttempts).toBe(1);
  expect(result.retriedBeforeDue).toBe(false);
  expect(result.afterRetry).toMatchObject({ attempts: 0, retry_at: null });
  expect(result.afterRetry.status).not.toBe('failed');
  expect(result.switched).toBe(3);
}, 300_000);
