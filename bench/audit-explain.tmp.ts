import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '@switchboard/platform/db/migrate-store';

async function main() {
  const total = Number(process.argv[2] ?? 300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-audit-x-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const db = database.db;
  try {
    await migrateStore(db);
    for (let from = 0; from < total; from += 100_000) {
      const to = Math.min(total, from + 100_000) - 1;
      await db.execute(sql`INSERT INTO audit_log
        (at, actor_id, actor_email, action, entity_kind, entity_id, entity_name, changes)
        SELECT now() - make_interval(secs => (${total}::int - i) * 31536000.0 / ${total}::int),
          ('00000000-0000-4000-8000-' || lpad((i % 50)::text, 12, '0'))::uuid,
          'person' || (i % 50) || '@switchboard.local',
          (ARRAY['create','update','delete','sign-in','sign-out','invite','disable'])[1 + i % 7],
          (ARRAY['bot','business','business-type','conversation','message','account'])[1 + i % 6],
          gen_random_uuid()::text, 'Thing ' || i,
          jsonb_build_object('name', jsonb_build_object('before', 'Old ' || i, 'after', 'New ' || i))
        FROM generate_series(${from}::int, ${to}::int) i`);
    }
    await db.execute(sql`ANALYZE audit_log`);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const twoMonthsAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const plans: [string, ReturnType<typeof sql>][] = [
      ['period', sql`EXPLAIN ANALYZE SELECT * FROM audit_log WHERE at >= ${twoMonthsAgo}::timestamptz AND at < ${monthAgo}::timestamptz ORDER BY at DESC, id DESC LIMIT 101`],
      ['person+action', sql`EXPLAIN ANALYZE SELECT * FROM audit_log WHERE actor_id = '00000000-0000-4000-8000-000000000004' AND action = 'invite' ORDER BY at DESC, id DESC LIMIT 101`],
      ['kind+action', sql`EXPLAIN ANALYZE SELECT * FROM audit_log WHERE entity_kind = 'bot' AND action = 'update' ORDER BY at DESC, id DESC LIMIT 101`],
      ['kind', sql`EXPLAIN ANALYZE SELECT * FROM audit_log WHERE entity_kind = 'business-type' ORDER BY at DESC, id DESC LIMIT 101`],
      ['newest', sql`EXPLAIN ANALYZE SELECT * FROM audit_log ORDER BY at DESC, id DESC LIMIT 101`],
    ];
    for (const [name, query] of plans) {
      const result = (await db.execute(query)) as unknown as { rows: Record<string, string>[] };
      console.log(`--- ${name}`);
      for (const row of result.rows) console.log(Object.values(row)[0]);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
void main();
