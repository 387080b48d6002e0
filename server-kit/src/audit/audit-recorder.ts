import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

/** Who did it: a signed-in account, or (a failed sign-in) only the e-mail typed. */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditRecord {
  actor: AuditActor;
  action: string;
  kind: string;
  entityId?: string | null;
  /** Readable: a bot's name, an account's e-mail. */
  entityName?: string | null;
  /** Field by field, from `auditChanges`: never a password, hash or token. */
  changes?: Record<string, { before: unknown; after: unknown }>;
}

/**
 * Field names whose values an entry never holds, whatever the table: a change to one is
 * recorded as changed, with both values replaced.
 */
const SECRET_FIELD = /pass(word)?|hash|secret|token|api_?key|credential|sealed/i;
export const REDACTED = '[secret]';
const NAME_LIMIT = 300;

const isSecretField = (field: string) => SECRET_FIELD.test(field);

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `[${value.length} bytes]`;
  return value ?? null;
}

/**
 * The fields that differ between two versions of a row (either may be absent: a create or a
 * delete), with secret fields named but not shown. Version stamps are left out: they change
 * on every write and say nothing a reader needs.
 */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  ignore: readonly string[] = ['updatedAt', 'updated_at'],
): Record<string, { before: unknown; after: unknown }> {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (ignore.includes(field)) continue;
    const was = comparable(before?.[field]);
    const now = comparable(after?.[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[field] = isSecretField(field)
      ? { before: before ? REDACTED : null, after: after ? REDACTED : null }
      : { before: was, after: now };
  }
  return changes;
}

/** Keeps secret fields out however a caller built its changes. */
function scrubbed(changes: AuditRecord['changes']) {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, change] of Object.entries(changes ?? {}))
    out[field] = isSecretField(field) ? { before: REDACTED, after: REDACTED } : change;
  return out;
}

/**
 * Writes one audit entry with the caller's transaction (`tx`), so the entry and the change it
 * describes commit together or not at all: an entry that cannot be written fails the change.
 * The `audit_log` table is the platform's (migration 471); the knowledge service, in the same
 * database, records its own writes through this same function.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.execute(sql`
    INSERT INTO audit_log (actor_id, actor_email, action, entity_kind, entity_id, entity_name, changes)
    VALUES (${record.actor.id}, ${record.actor.email?.slice(0, NAME_LIMIT) ?? null}, ${record.action},
      ${record.kind}, ${record.entityId ?? null}, ${record.entityName?.slice(0, NAME_LIMIT) ?? null},
      ${JSON.stringify(scrubbed(record.changes))}::jsonb)`);
}
