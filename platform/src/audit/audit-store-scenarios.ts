import { sql } from 'drizzle-orm';
import { recordAudit } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { consumeLink, issueLink } from '../auth/one-time-links';
import { removeExpiredEntries } from './audit-retention';
import type { Readable } from 'node:stream';
import type { AuditEntry } from '@switchboard/domain';
import { auditExportStream } from './audit-export';
import { auditPage } from './audit-query';

/**
 * Store-level scenarios of the audit log and one-time links, run by audit-store.test.ts in
 * a process of their own (see runInStore) on PGlite and PostgreSQL. Each answers what it saw.
 */

const ACTOR = { id: '00000000-0000-4000-8000-0000000000a1', email: 'auditor@switchboard.local' };
const BOT = '00000000-0000-4000-8000-0000000000b1';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const actionsFor = async (db: Db, id: string) =>
  (
    await rows<{ action: string }>(db, sql`SELECT action FROM audit_log WHERE entity_id = ${id}`)
  ).map((row) => row.action);
const refused = (work: Promise<unknown>) =>
  work.then(
    () => false,
    () => true,
  );

async function withActorAndBot(db: Db) {
  await db.execute(sql`INSERT INTO users (id, email, password_hash, username, role_name)
    VALUES (${ACTOR.id}, ${ACTOR.email}, 'x', 'auditor', 'superuser') ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO bots (id, name, bot_path)
    VALUES (${BOT}, 'Helpdesk', '/helpdesk') ON CONFLICT DO NOTHING`);
}

export async function sameTransaction(db: Db) {
  await withActorAndBot(db);
  const failedChange = await refused(
    db.transaction(async (tx) => {
      await recordAudit(tx as unknown as Db, {
        actor: ACTOR,
        action: 'update',
        kind: 'bot',
        entityId: 'fails-later',
      });
      await tx.execute(sql`UPDATE bots SET name = NULL`);
    }),
  );
  const failedEntry = await refused(
    db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE bots SET name = 'Renamed'`);
      // Not a uuid: the entry's insert fails, and with it the rename.
      await recordAudit(tx as unknown as Db, {
        actor: { id: 'not-an-account-id', email: null },
        action: 'update',
        kind: 'bot',
        entityId: 'entry-fails',
      });
    }),
  );
  const [bot] = await rows<{ name: string }>(db, sql`SELECT name FROM bots WHERE id = ${BOT}`);
  return {
    failedChange,
    entriesOfFailedChange: await actionsFor(db, 'fails-later'),
    failedEntry,
    botName: bot?.name,
  };
}

export async function immutable(db: Db) {
  await recordAudit(db, { actor: ACTOR, action: 'create', kind: 'bot', entityId: 'kept' });
  return {
    update: await refused(db.execute(sql`UPDATE audit_log SET action = 'x'`)),
    delete: await refused(db.execute(sql`DELETE FROM audit_log`)),
    truncate: await refused(db.execute(sql`TRUNCATE audit_log`)),
    kept: await actionsFor(db, 'kept'),
  };
}

export async function noSecrets(db: Db) {
  await recordAudit(db, {
    actor: ACTOR,
    action: 'update',
    kind: 'account',
    entityId: 'secretive',
    changes: {
      password: { before: 'old-pass', after: 'new-pass' },
      name: { before: 'a', after: 'b' },
    },
  });
  const [entry] = await rows<{ changes: unknown }>(
    db,
    sql`SELECT changes FROM audit_log WHERE entity_id = 'secretive'`,
  );
  return entry!.changes;
}

export async function retention(db: Db) {
  await db.execute(sql`INSERT INTO audit_log (at, action, entity_kind, entity_id)
    VALUES (now() - interval '400 days', 'create', 'bot', 'old'),
           (now() - interval '10 days', 'create', 'bot', 'recent')`);
  const removedAt365 = await removeExpiredEntries(db, 365);
  const afterFirst = { old: await actionsFor(db, 'old'), recent: await actionsFor(db, 'recent') };
  const removedAt5 = await removeExpiredEntries(db, 5);
  return {
    removedAt365,
    afterFirst,
    removedAt5,
    recentAfterSecond: await actionsFor(db, 'recent'),
    // The permission lasted only for the job's transaction.
    plainDeleteRefused: await refused(db.execute(sql`DELETE FROM audit_log`)),
  };
}

export async function keysetPages(db: Db) {
  await db.execute(sql`INSERT INTO audit_log (at, action, entity_kind, entity_id)
    SELECT now() - make_interval(secs => n / 3),
      CASE WHEN n % 2 = 0 THEN 'update' ELSE 'delete' END, 'business', 'paged-' || n
    FROM generate_series(1, 130) AS n`);
  const seen: string[] = [];
  let ordered = true;
  let before: string | undefined;
  for (;;) {
    const page = await auditPage(db, { limit: 50, kind: 'business', before });
    seen.push(...page.items.map((item) => item.id));
    const times = page.items.map((item) => item.at);
    ordered &&= JSON.stringify(times) === JSON.stringify([...times].sort().reverse());
    if (!page.next) break;
    before = page.next;
  }
  const deletes = await auditPage(db, { limit: 200, kind: 'business', action: 'delete' });
  return {
    seen: seen.length,
    distinct: new Set(seen).size,
    ordered,
    deletes: deletes.items.length,
    deletesNext: deletes.next,
  };
}

/** The export walks past its 1,000-entry batches, filtered, and stops at its limit. */
export async function exportWalk(db: Db) {
  await db.execute(sql`INSERT INTO audit_log (at, action, entity_kind, entity_id)
    SELECT now() - make_interval(secs => n),
      CASE WHEN n % 2 = 0 THEN 'update' ELSE 'delete' END, 'export-kind', 'exported-' || n
    FROM generate_series(1, 2500) AS n`);
  const read = async (stream: Readable) => {
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return JSON.parse(text) as AuditEntry[];
  };
  const updates = await read(auditExportStream(db, { kind: 'export-kind', action: 'update' }));
  const capped = await read(auditExportStream(db, { kind: 'export-kind' }, 1_500));
  const none = await read(auditExportStream(db, { kind: 'no-such-kind' }));
  const times = updates.map((entry) => entry.at);
  return {
    updates: updates.length,
    distinct: new Set(updates.map((entry) => entry.id)).size,
    onlyUpdates: updates.every((entry) => entry.action === 'update'),
    newestFirst: JSON.stringify(times) === JSON.stringify([...times].sort().reverse()),
    capped: capped.length,
    cappedNewest: capped[0]?.entityId,
    none: none.length,
  };
}

const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'used',
    (error: { code?: string }) => error.code ?? 'error',
  );

export async function links(db: Db) {
  await withActorAndBot(db);
  const first = await issueLink(db, ACTOR.id, 'recovery', 24);
  const second = await issueLink(db, ACTOR.id, 'recovery', 24);
  const replaced = await codeOf(consumeLink(db, 'recovery', first));
  const wrongType = await codeOf(consumeLink(db, 'invite', second));
  const firstUse = await codeOf(consumeLink(db, 'recovery', second));
  const secondUse = await codeOf(consumeLink(db, 'recovery', second));
  const expiring = await issueLink(db, ACTOR.id, 'invite', 24);
  await db.execute(sql`UPDATE one_time_tokens SET expires_at = now() - interval '1 second'
    WHERE used_at IS NULL AND token_type = 'invite'`);
  const expired = await codeOf(consumeLink(db, 'invite', expiring));
  const hashes = await rows<{ token_hash: string }>(
    db,
    sql`SELECT token_hash FROM one_time_tokens`,
  );
  return {
    replaced,
    wrongType,
    firstUse,
    secondUse,
    expired,
    plainTokenStored: hashes.some((row) => [first, second, expiring].includes(row.token_hash)),
  };
}
