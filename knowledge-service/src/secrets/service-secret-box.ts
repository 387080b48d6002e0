import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { SecretBox, secretKeyOf } from './secret-box';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const STORED = 'secret_key';

/** The secrets configured for sealing: KB_SECRET_KEY and the earlier ones still to be opened. */
export interface SecretKeyConfig {
  secretKey: string | undefined;
  previousSecretKeys: string[];
}

async function storedSecret(db: Db, create: boolean): Promise<string | undefined> {
  if (create)
    await db.execute(sql`INSERT INTO kb_secrets (name, value)
      VALUES (${STORED}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`);
  const [row] = rowsOf<{ value: string }>(
    await db.execute(sql`SELECT value FROM kb_secrets WHERE name = ${STORED}`),
  );
  return row?.value;
}

/**
 * The service's sealing keys. KB_SECRET_KEY when set; without it (the embedded default) a
 * key generated at random on first start and kept in kb_secrets, as the platform keeps a
 * generated JWT secret, so every instance on the database shares it. A stored key also
 * opens once KB_SECRET_KEY is set, so setting it later loses nothing: the start seals the
 * rows again under the new key.
 */
export async function serviceSecretBox(db: Db, config: SecretKeyConfig): Promise<SecretBox> {
  const previous = config.previousSecretKeys.map(secretKeyOf);
  if (!config.secretKey) {
    const stored = (await storedSecret(db, true))!;
    return new SecretBox(secretKeyOf(stored), previous);
  }
  const stored = await storedSecret(db, false);
  return new SecretBox(secretKeyOf(config.secretKey), [
    ...previous,
    ...(stored ? [secretKeyOf(stored)] : []),
  ]);
}
