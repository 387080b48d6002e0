import bcrypt from 'bcryptjs';

const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

/**
 * Compared against when the e-mail is unknown, so both failures take as long. A hash of a
 * random password nobody kept, written out so that no start spends a bcrypt round on it.
 */
export const DUMMY_HASH = '$2b$10$DAvbC1oIgGFm8qo893iNOObQqWt2Azc1wai2vUbZacIDw852kguNm';

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== undefined;
}
