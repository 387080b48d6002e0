/**
 * What an idle embedding pipeline costs PGlite's one connection at 50,000 chunks: its first
 * pass scans every chunk twice (every idle pass did so once a second before the quiet check),
 * then each later pass asks only whether anything changed. Both measured in one run on one
 * store (knowledge-service/src/testing/idle-pass-cost.ts).
 * Run: npx tsx bench/idle-pipeline.ts [chunks]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { idlePassCost } from '@switchboard/knowledge-service/testing/idle-pass-cost';
import { migrateStore } from '@switchboard/platform/db/migrate-store';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { describeMachine } from './support/machine';
import { percentile } from './support/stats';

async function main() {
  const chunks = Number(process.argv[2] ?? 50_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idle-pipeline-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateStore(database.db);
    const cost = await idlePassCost(database.db, chunks, 10);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(describeMachine());
    console.log(
      `${cost.chunks.toLocaleString('en')} chunks: the two scans ${cost.scansMs.map(ms).join(' + ')} ` +
        `(first pass ${ms(cost.firstPassMs)}); then ${cost.laterPasses} statements in 10 s, ${cost.laterScans} scans, ` +
        `each ${ms(percentile(cost.laterMs, 50))} p50 / ${ms(percentile(cost.laterMs, 95))} p95; endpoint requests ${cost.requests}`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
