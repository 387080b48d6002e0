import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/bcrypt';

/** Production's bcrypt cost, 2^10 rounds: about 50 ms of a core per hash or sign-in. */
export const PASSWORD_COST = 10;
/** bcrypt's least cost. */
const LEAST_COST = 4;

/**
 * AUTH_PASSWORD_COST, for tests only: a lower cost for new hashes. A test run signs in
 * several hundred times and every test platform hashes the seeded accounts' password on its
 * first start; at cost 4 each takes a millisecond. Never above production's, the cost the
 * stored accounts were made with; an unknown e-mail is checked at the same cost as new
 * hashes (unknownEmailHash), so the two failures take as long at any setting.
 */
export function passwordCostFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return PASSWORD_COST;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < LEAST_COST || cost > PASSWORD_COST)
    throw new Error(
      `AUTH_PASSWORD_COST must be a whole number from ${LEAST_COST} to ${PASSWORD_COST}, got "${value}"`,
    );
  return cost;
}

const COST = passwordCostFrom(process.env.AUTH_PASSWORD_COST);

/**
 * Native bcrypt on libuv's thread pool: the pure-JavaScript bcryptjs took half as long
 * again for each sign-in (93 against 62 ms at cost 10) and took it on the event loop,
 * where every other request waited in between its slices.
 */
export const hashPassword = (password: string) => hash(password, { cost: COST });

/**
 * Compared against when the e-mail is unknown, so both failures take as long. A hash of a
 * random password nobody kept, written out so that no start spends a bcrypt round on it.
 */
const DUMMY_HASH = '$2b$10$DAvbC1oIgGFm8qo893iNOObQqWt2Azc1wai2vUbZacIDw852kguNm';

let lowerCostDummy: Promise<string> | undefined;
/** DUMMY_HASH, or at a lower AUTH_PASSWORD_COST one made once at that cost. */
export const unknownEmailHash = (): Promise<string> =>
  COST === PASSWORD_COST
    ? Promise.resolve(DUMMY_HASH)
    : (lowerCostDummy ??= hash(randomUUID(), { cost: COST }));

export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const matches = await verify(password, stored ?? (await unknownEmailHash()));
  return matches && stored !== undefined;
}
