/**
 * Whether one message search holds up the platform (issue 46, item 1): a platform on
 * PGlite with twenty 50,000-character messages that all match, and the probe's worst
 * search (16 words joined by OR) as a list of 1, 5 and 20 and as the conversation's
 * highlighted thread; for each, how long the search took and the worst /health answer
 * while it ran (asked again as each answer came), the worst of RUNS runs, against the
 * issue's bound of 800 ms.
 * Run: `npx tsx bench/search-stall.ts`.
 */
import { clientFor } from '@switchboard/platform/testing/http-client';
import {
  HOSTILE_SEARCH,
  longMessagesSql,
  healthWhile,
} from '@switchboard/platform/testing/long-messages';
import { runSql } from '@switchboard/platform/testing/run-sql';
import {
  createTestStorage,
  startTestPlatform,
  stopTestPlatform,
} from '@switchboard/platform/testing/test-platform';

const RUNS = 3;
/** Issue 46's bound on the worst /health answer while a search runs. */
const HEALTH_BOUND_MS = 800;
const CONVERSATION = '00000000-0000-4000-9100-000000000001';

async function main() {
  const storage = await createTestStorage();
  let platform = await startTestPlatform({}, storage);
  await platform.close();
  runSql(storage, [
    `INSERT INTO conversations (id, bot_id, user_id, title) VALUES ('${CONVERSATION}',
       '00000000-0000-4000-8000-000000000301', '00000000-0000-4000-8000-000000000002', 'Long')`,
    longMessagesSql(CONVERSATION),
  ]);
  platform = await startTestPlatform({}, storage);
  try {
    const api = await clientFor(platform.url);
    const q = encodeURIComponent(HOSTILE_SEARCH);
    const searches = {
      'list, limit 1': `/api/message-search?q=${q}&limit=1`,
      'list, limit 5': `/api/message-search?q=${q}&limit=5`,
      'list, limit 20': `/api/message-search?q=${q}&limit=20`,
      'thread, limit 100': `/api/message-search?q=${q}&conversationId=${CONVERSATION}&limit=100`,
    };
    for (const [name, path] of Object.entries(searches)) {
      let searchMs = 0;
      let worstMs = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const measured = await healthWhile(platform.url, api.get(path));
        if (measured.result.status !== 200) throw new Error(`${name}: ${measured.result.status}`);
        searchMs = Math.max(searchMs, performance.now() - started);
        worstMs = Math.max(worstMs, measured.worstMs);
      }
      console.log(
        `${name.padEnd(18)} search ${searchMs.toFixed(0).padStart(5)} ms, worst /health ${worstMs.toFixed(0).padStart(5)} ms (bound ${HEALTH_BOUND_MS} ms)`,
      );
    }
  } finally {
    await stopTestPlatform(platform);
  }
}

void main();
