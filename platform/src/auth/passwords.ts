import { hash, verify } from '@node-rs/bcrypt';

const COST = 10;

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
export const DUMMY_HASH = '$2b$10$DAvbC1oIgGFm8qo893iNOObQqWt2Azc1wai2vUbZacIDw852kguNm';

export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const matches = await verify(password, stored ?? DUMMY_HASH);
  return matches && stored !== undefined;
}
