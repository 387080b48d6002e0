import { runInStore } from '@switchboard/platform/testing/run-in-store';
import { createTestStorage, type TestStorage } from '@switchboard/platform/testing/test-platform';

/*
 * The in-process indexes on the store (both backends) read a change that took its number
 * before another but committed after the other was read. On PostgreSQL the two
 * transactions interleave on connections of their own; PGlite's one connection runs them
 * one after the other, and the reads must be right there too.
 */
const SCENARIOS = '../../knowledge-service/src/retrieval/late-commit-scenarios';
let storage: TestStorage;
beforeEach(async () => {
  storage = await createTestStorage();
});
afterEach(() => storage?.dispose());

const run = <T>(name: string) => runInStore<T>(storage, SCENARIOS, name);

it('the BM25 index reads a re-title numbered first and committed last at the next question', () => {
  const result = run<{
    concurrent: boolean;
    harbour: number;
    ferry: number;
    numberedFirst: boolean;
    between: { bus: number[]; crane: number[] };
    after: { crane: number[]; keeper: number[] };
  }>('lateRetitle');
  expect(result.numberedFirst).toBe(true);
  // Interleaved: the later number was read while the earlier one was not yet committed.
  expect(result.between).toEqual({
    bus: [result.ferry],
    crane: result.concurrent ? [] : [result.harbour],
  });
  expect(result.after).toEqual({ crane: [result.harbour], keeper: [] });
});

it('the vector index reads a vector numbered first and committed last at the next search', () => {
  const result = run<{
    concurrent: boolean;
    delivery: number;
    before: number;
    between: number;
    after: number;
    nearest: number[];
  }>('lateVector');
  expect(result.before).toBe(1);
  expect(result.between).toBe(result.concurrent ? 2 : 3);
  expect(result.after).toBe(3);
  expect(result.nearest).toEqual([result.delivery]);
});
