import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { SealedSecretError, type SecretBox } from '../secrets/secret-box';
import { endpointKeyContext } from './bot-model-store';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface KeyRow {
  service: string;
  api_key_plain: string | null;
  api_key_sealed: string | null;
}

/**
 * Run at start, before the service serves: seals each endpoint key still stored plainly
 * (rows from before migration 452) and seals again, under the current key, each sealed
 * under a previous one (a rotated KB_SECRET_KEY). Each update names the value it replaces,
 * so two instances starting together seal a row once. A key no held secret opens is left
 * as it is and reported by its bot alone: the Model panel asks for it again.
 */
export async function sealEndpointKeys(
  db: Db,
  secrets: SecretBox,
  warn: (message: string) => void,
): Promise<{ sealed: number; resealed: number }> {
  const rows = rowsOf<KeyRow>(
    await db.execute(sql`SELECT service, api_key_plain, api_key_sealed FROM kb_bot_models
      WHERE api_key_plain IS NOT NULL OR api_key_sealed IS NOT NULL`),
  );
  const done = { sealed: 0, resealed: 0 };
  for (const row of rows) {
    const context = endpointKeyContext(row.service);
    if (row.api_key_plain !== null) {
      await db.execute(sql`UPDATE kb_bot_models
        SET api_key_sealed = ${secrets.seal(row.api_key_plain, context)}, api_key_plain = NULL
        WHERE service = ${row.service} AND api_key_plain = ${row.api_key_plain}`);
      done.sealed += 1;
    } else if (row.api_key_sealed && !secrets.isCurrent(row.api_key_sealed)) {
      let plain: string;
      try {
        plain = secrets.open(row.api_key_sealed, context);
      } catch (error) {
        if (!(error instanceof SealedSecretError)) throw error;
        warn(`the endpoint API key of bot ${row.service} cannot be opened: ${error.message}`);
        continue;
      }
      await db.execute(sql`UPDATE kb_bot_models
        SET api_key_sealed = ${secrets.seal(plain, context)}
        WHERE service = ${row.service} AND api_key_sealed = ${row.api_key_sealed}`);
      done.resealed += 1;
    }
  }
  return done;
}
