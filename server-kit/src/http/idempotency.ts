import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { ApiError, badRequest } from './api-error';

/**
 * `Idempotency-Key` on creating requests: the same key from the same caller on the same
 * route gets the first request's answer again, so a client that retries after a cut-off
 * connection (a killed instance, a lost answer) creates nothing twice.
 *
 * Written here rather than taken from a library: the one Fastify plugin for it keeps keys
 * in memory or Redis, and a key must survive a kill of the instance that took it, so it
 * is kept in the database, and the route writes it in the transaction of what it creates
 * (`rememberAnswer`). Then a kill leaves either both or neither.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The table the keys live in; each server's migration list creates it once. */
export const IDEMPOTENCY_TABLE_STATEMENTS = [
  `CREATE TABLE idempotency_keys (
    caller text NOT NULL,
    route text NOT NULL,
    key text NOT NULL,
    status integer NOT NULL,
    content_type text,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (caller, route, key)
  )`,
  `CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`,
];

// Printable ASCII without spaces; a UUID is the usual key.
const KEY = /^[\x21-\x7e]{1,255}$/;
/** A key is honoured this long; an older one may be used again for a new request. */
export const KEY_LIFETIME_HOURS = 24;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface Claim {
  caller: string;
  route: string;
  key: string;
  /** Set once the route stored its answer in its own transaction. */
  remembered: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

export interface IdempotencyOptions {
  db: Db;
  /** Whose key it is: keys of different callers never meet. */
  callerOf(request: FastifyRequest): string;
}

interface StoredAnswer {
  status: number;
  content_type: string | null;
  body: string;
}

const fresh = sql`created_at > now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`;

async function storedAnswer(db: Db, claim: Claim): Promise<StoredAnswer | undefined> {
  const result = (await db.execute(
    sql`SELECT status, content_type, body FROM idempotency_keys
        WHERE caller = ${claim.caller} AND route = ${claim.route} AND key = ${claim.key} AND ${fresh}`,
  )) as unknown as { rows: StoredAnswer[] };
  return result.rows[0];
}

/**
 * Reads and drops a body nothing will read (a repeated upload's file), so the client still
 * sending it hears the answer instead of a reset connection.
 */
function skipBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('end', () => resolve());
    raw.once('close', () => resolve());
    raw.resume();
  });
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  if (answer.content_type) reply.header('content-type', answer.content_type);
  return reply.status(answer.status).header(REPLAYED_HEADER, 'true').send(answer.body);
}

/** Inserts the key with its answer, or takes over an expired one; false if a live one exists. */
async function insertAnswer(db: Db, claim: Claim, answer: StoredAnswer): Promise<boolean> {
  const result = (await db.execute(
    sql`INSERT INTO idempotency_keys (caller, route, key, status, content_type, body)
        VALUES (${claim.caller}, ${claim.route}, ${claim.key}, ${answer.status}, ${answer.content_type}, ${answer.body})
        ON CONFLICT (caller, route, key) DO UPDATE
          SET status = excluded.status, content_type = excluded.content_type,
              body = excluded.body, created_at = now()
          WHERE idempotency_keys.created_at <= now() - make_interval(hours => ${KEY_LIFETIME_HOURS})
        RETURNING key`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Honours `Idempotency-Key` on the POST routes of `app` (a scope): a key already answered
 * is answered again from the database with `Idempotent-Replayed: true`. A route that
 * creates in a transaction calls `rememberAnswer` in it; for any other route a 2xx answer
 * is stored once sent. Error answers of such routes are not stored: the request made
 * nothing, and may be sent again.
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const { db } = options;
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const sent = request.headers[IDEMPOTENCY_HEADER];
    if (sent === undefined) return;
    if (typeof sent !== 'string' || !KEY.test(sent))
      throw badRequest('Idempotency-Key must be 1-255 printable characters without spaces');
    const claim: Claim = {
      caller: options.callerOf(request),
      route: `POST ${request.url.split('?')[0]}`,
      key: sent,
      remembered: false,
    };
    const answer = await storedAnswer(db, claim);
    if (answer) {
      await skipBody(request);
      return replay(reply, answer);
    }
    request.idempotency = claim;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || typeof payload !== 'string' || reply.statusCode >= 500) return payload;
    const answer = {
      status: reply.statusCode,
      content_type: (reply.getHeader('content-type') as string | undefined) ?? null,
      body: payload,
    };
    if (claim.remembered) {
      // The route's transaction stored a first answer; this is the final one (an upload
      // that was 202 while it waited may now be 201).
      await db.execute(
        sql`UPDATE idempotency_keys SET status = ${answer.status}, content_type = ${answer.content_type}, body = ${answer.body}
            WHERE caller = ${claim.caller} AND route = ${claim.route} AND key = ${claim.key}`,
      );
    } else if (reply.statusCode < 300) {
      await insertAnswer(db, claim, answer);
    }
    return payload;
  });
  const prune = setInterval(
    () =>
      void db
        .execute(
          sql`DELETE FROM idempotency_keys WHERE created_at <= now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`,
        )
        .catch(() => undefined),
    PRUNE_EVERY_MS,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}

/**
 * Stores the answer to a keyed request inside the transaction that creates what it
 * answers about, so a kill after the commit still leaves the key with its answer. A
 * second request with the same key that got here first (its transaction held the key)
 * makes this one a 409, rolling back the caller's transaction.
 */
export async function rememberAnswer(
  tx: Db,
  request: FastifyRequest,
  status: number,
  body: unknown,
): Promise<void> {
  const claim = request.idempotency;
  if (!claim) return;
  const stored = await insertAnswer(tx, claim, {
    status,
    content_type: 'application/json; charset=utf-8',
    body: JSON.stringify(body),
  });
  if (!stored)
    throw new ApiError(
      409,
      'Another request with this Idempotency-Key was answered first; send it again to get its answer',
    );
  claim.remembered = true;
}
