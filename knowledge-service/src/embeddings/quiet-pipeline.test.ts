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
    quietPasses: number;
    quietScans: number;
    writtenSeconds: number;
    retryAt: string;
    retriedAt: string;
    retriedBeforeDue: boolean;
    switched: number;
  }>(storage, '../../knowledge-service/src/testing/quiet-pipeline-scenarios', 'quietPipeline');
  // It looked about once a second, and never read every chunk.
  expect(result.quietPasses).toBeGreaterThanOrEqual(2);
  expect(result.quietScans).toBe(0);
  // A chunk written behind its back is embedded at its next look.
  expect(result.writtenSeconds).toBeLessThan(5);
  // A failed chunk waits for its retry, then is embedded with nothing else changed.
  expect(result.retriedBeforeDue).toBe(false);
  expect(new Date(result.retriedAt).getTime() - new Date(result.retryAt).getTime()).toBeLessThan(
    5_000,
  );
  expect(result.switched).toBe(3);
}, 120_000);
