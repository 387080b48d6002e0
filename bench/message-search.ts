/**
 * The Conversations message search over a large history, as the Bots API runs it
 * (searchMessages on PGlite): a word in one message body only, a word in nearly every
 * message (first and a deep page), and the Needs review queue, each the median of RUNS
 * calls. Run: `npx tsx bench/message-search.ts [messages]` (default 10,000 and 100,000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '@switchboard/platform/db/migrate-store';
import {
  messageSearchQuery,
  searchMessages,
} from '@switchboard/platform/bots-api/feedback/message-search';
import { seed } from '@switchboard/platform/seed/seed';
import { SEED_BOTS, SEED_USERS } from '@switchboard/platform/seed/seed-data';
import { median } from './support/stats';

const RUNS = 7;
const PER_CONVERSATION = 100;

async function measure(total: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-message-search-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateStore(database.db);
    await seed(database.db, 'http://127.0.0.1:4100', { history: false });
    const bot = SEED_BOTS[0]!.id;
    const user = SEED_USERS[1]!.id;
    const conversations = total / PER_CONVERSATION;
    await database.db.execute(sql`INSERT INTO conversations (id, bot_id, user_id, title)
      SELECT ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, ${bot}::uuid, ${user}::uuid, 'Bench ' || g
      FROM generate_series(1, ${conversations}) g`);
    await database.db
      .execute(sql`INSERT INTO messages (conversation_id, message_type, content, order_index, created_at)
      SELECT ('00000000-0000-4000-9000-' || lpad((1 + i / ${PER_CONVERSATION})::text, 12, '0'))::uuid,
        CASE WHEN i % 2 = 0 THEN 'USER' ELSE 'ASSISTANT' END,
        CASE WHEN i = ${Math.floor(total / 2) + 1} THEN 'Your parcel waits with the xylophonist next door.'
             WHEN i % 2 = 0 THEN 'How long does delivery take for order ' || i || '?'
             WHEN i % 100 = 1 THEN 'I don''t know. None of the documents answer that question.'
             ELSE 'Standard delivery takes three to five working days for order ' || i || '. Refunds are issued within 5 working days after the item reaches us.' END,
        i % ${PER_CONVERSATION}, now() - make_interval(secs => ${total} - i)
      FROM generate_series(0, ${total - 1}) i`);
    await database.db.execute(sql`ANALYZE messages`);
    const time = async (query: Record<string, unknown>) => {
      const parsed = messageSearchQuery.parse(query);
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        found = (await searchMessages(database.db, parsed)).total;
        times.push(performance.now() - started);
      }
      return `${median(times).toFixed(1)} ms (${found} found)`;
    };
    console.log(`${total.toLocaleString('en')} messages`);
    console.log(`  rare word, one body:      ${await time({ q: 'xylophonist', botId: bot })}`);
    console.log(`  common word, first page:  ${await time({ q: 'deliveries', botId: bot })}`);
    console.log(`  common word, page 100:    ${await time({ q: 'deliveries', offset: 2475 })}`);
    console.log(`  declined filter:          ${await time({ declined: 'true' })}`);
    console.log(`  Needs review queue:       ${await time({ view: 'needs-review' })}`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const sizes = process.argv[2] ? [Number(process.argv[2])] : [10_000, 100_000];
  for (const size of sizes) await measure(size);
}

void main();
