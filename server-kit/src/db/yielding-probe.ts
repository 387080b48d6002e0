import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './connect';

/**
 * For yielding-pglite.test.ts, in its own process because PGlite loads its WebAssembly
 * with a dynamic import that jest's module runtime does not offer. Prints, for each way of
 * sending statements, how many of a chain of STATEMENTS had finished when a callback
 * queued on the event loop before the chain began ran.
 */
export const STATEMENTS = 20;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yielding-pglite-'));
  const database = await openDatabase({ dataDir: dir });
  const finishedWhenQueuedCallbackRan = async (send: (i: number) => Promise<unknown>) => {
    let finished = 0;
    let seenAt: number | undefined;
    setImmediate(() => (seenAt = finished));
    for (let i = 0; i < STATEMENTS; i += 1) {
      await send(i);
      finished += 1;
    }
    return seenAt ?? STATEMENTS;
  };
  try {
    const drizzle = await finishedWhenQueuedCallbackRan((i) =>
      database.db.execute(sql`SELECT ${i}::int`),
    );
    let transaction = STATEMENTS;
    await database.db.transaction(async (tx) => {
      transaction = await finishedWhenQueuedCallbackRan((i) => tx.execute(sql`SELECT ${i}::int`));
    });
    const plain = await finishedWhenQueuedCallbackRan((i) =>
      database.execute('SELECT $1::int', [i]),
    );
    console.log(JSON.stringify({ drizzle, transaction, plain }));
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) void main();
