import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';

/**
 * The signing secret when JWT_SECRET is not set: generated at random on first start and
 * kept in the database, so tokens survive restarts and no install shares a known secret.
 */
export async function storedJwtSecret(db: Db): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  await db.execute(
    sql`INSERT INTO platform_secrets (name, value) VALUES ('jwt_secret', ${candidate})
        ON CONFLICT (name) DO NOTHING`,
  );
  const result = (await db.execute(
    sql`SELECT value FROM platform_secrets WHERE name = 'jwt_secret'`,
  )) as unknown as { rows: { value: string }[] };
  return result.rows[0]!.value;
}
