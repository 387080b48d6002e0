import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { FastifyRequest } from 'fastify';
import { kbPendingWrites } from '../kb-schema';
import type { ConsoleWrite } from '../service-directory';

/**
 * Names the console operation (by its idempotency key) a write is made for, which the
 * console then records: set only by the gateway's operations, never taken from a browser,
 * so a write carrying it is pending until the console is seen to record that key.
 */
export const CONSOLE_OPERATION_HEADER = 'x-switchboard-console-operation';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The operation's key the gateway sent, if it sent one. */
export function consoleOperationKey(request: FastifyRequest): string | undefined {
  const key = request.headers[CONSOLE_OPERATION_HEADER];
  return typeof key === 'string' && KEY.test(key) ? key : undefined;
}

/**
 * Records the write as pending in the transaction that made it, when the gateway made it
 * for a console operation, so a kill leaves both or neither.
 */
export async function recordPendingWrite(
  tx: Db,
  request: FastifyRequest,
  kind: ConsoleWrite['kind'],
  objectId: string,
): Promise<void> {
  const key = consoleOperationKey(request);
  if (!key) return;
  await tx
    .insert(kbPendingWrites)
    .values({ service: request.kbService.slug, kind, objectId, key })
    .onConflictDoNothing();
}

/** Marks the unsettled ones among rows with `pending: true`, as the service's API shows them. */
export async function markPending<T extends { id: string }>(
  db: Db,
  service: string,
  kind: ConsoleWrite['kind'],
  rows: T[],
): Promise<(T & { pending?: true })[]> {
  const pending = await db
    .select({ objectId: kbPendingWrites.objectId })
    .from(kbPendingWrites)
    .where(
      and(
        eq(kbPendingWrites.service, service),
        eq(kbPendingWrites.kind, kind),
        isNull(kbPendingWrites.settledAt),
      ),
    );
  if (pending.length === 0) return rows;
  const ids = new Set(pending.map((row) => row.objectId));
  return rows.map((row) => (ids.has(row.id) ? { ...row, pending: true as const } : row));
}
