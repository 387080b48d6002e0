import { runInStore } from '@switchboard/platform/testing/run-in-store';
import { createTestStorage, type TestStorage } from '@switchboard/platform/testing/test-platform';

/*
 * The in-process BM25 index on the store (both backends): kept in step across two
 * instances, and ranking as the SQL scoring it replaced.
 */
const SCENARIOS = '../../knowledge-service/src/retrieval/lexical-index-scenarios';
let storage: TestStorage;
beforeEach(async () => {
  storage = await createTestStorage();
});
afterEach(() => storage?.dispose());

const run = <T>(name: string) => runInStore<T>(storage, SCENARIOS, name);

it('sees a chunk written, re-titled or deleted through another instance at the next question', () => {
  const result = run<{
    keeper: number;
    before: number[];
    seenBySecond: number[];
    seenByFirst: number[];
    afterRetitle: { keeper: number[]; ferry: number[] };
    afterDelete: { first: number[]; second: number[]; held: number };
  }>('keptInStep');
  expect(result.before).toEqual([]);
  expect(result.seenBySecond).toEqual([result.keeper]);
  expect(result.seenByFirst).toEqual([result.keeper]);
  expect(result.afterRetitle).toEqual({ keeper: [], ferry: [result.keeper] });
  expect(result.afterDelete).toEqual({ first: [], second: [], held: 0 });
});

it('ranks a fixture as the SQL scoring did: the same chunks, order and scores', () => {
  const results = run<
    {
      question: string;
      byIndex: { id: number; score: number }[];
      bySql: { id: number; score: number }[];
    }[]
  >('sameRanking');
  expect(results).toHaveLength(9);
  for (const { question, byIndex, bySql } of results) {
    expect(bySql.length).toBeGreaterThan(0);
    expect({ question, ranking: byIndex }).toEqual({ question, ranking: bySql });
  }
});

it('numbers the chunks a store already holds when migration 441 runs, and the index reads them all', () => {
  expect(run('migratesExistingChunks')).toEqual({
    chunks: 12,
    numbers: 12,
    held: 12,
    termStatsKept: true,
  });
});
