import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { oneTimeTokens } from '../db/schema';
import { GoTrueError } from './gotrue-error';

export type LinkType = 'invite' | 'recovery';

// Only the hash is stored, as for refresh tokens: a database dump hands out no live link.
const hashLink = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for the account; any earlier unused link of the same type stops working, so
 * only the latest invitation or reset e-mail can be used.
 */
export async function issueLink(tx: Db, userId: string, type: LinkType, expiryHours: number) {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.tokenType, type),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await tx.insert(oneTimeTokens).values({
    userId,
    tokenType: type,
    tokenHash: hashLink(token),
    expiresAt: sql`now() + make_interval(hours => ${expiryHours})`,
  });
  return token;
}

const expiredLink = () =>
  new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');

/**
 * Uses the link up: the row is locked, so two tabs opening it at once cannot both sign in.
 * Unknown, used and expired links get GoTrue's one answer, telling a guesser nothing.
 */
export async function consumeLink(tx: Db, type: LinkType, token: string): Promise<string> {
  const [row] = await tx
    .select({
      id: oneTimeTokens.id,
      userId: oneTimeTokens.userId,
      usable: sql<boolean>`${oneTimeTokens.usedAt} IS NULL AND ${oneTimeTokens.expiresAt} > now()`,
    })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashLink(token)), eq(oneTimeTokens.tokenType, type)))
    .for('update');
  if (!row?.usable) throw expiredLink();
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(oneTimeTokens.id, row.id));
  return row.userId;
}
