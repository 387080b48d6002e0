import bcrypt from 'bcryptjs';

const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

// Compared against when the e-mail is unknown, so both failures take as long.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== undefined;
}
