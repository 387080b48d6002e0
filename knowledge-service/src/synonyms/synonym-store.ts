import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';

/** One entry of a bot's domain synonym list: "send back" → ["return"]. */
export interface DomainSynonym {
  id: string;
  phrase: string;
  synonyms: string[];
  createdAt: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Row = { id: string; phrase: string; synonyms: string[]; created_at: string | Date };

const toSynonym = (row: Row): DomainSynonym => ({
  id: row.id,
  phrase: row.phrase,
  synonyms: row.synonyms,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function domainSynonymsFor(db: Db, service: string): Promise<DomainSynonym[]> {
  return rowsOf<Row>(
    await db.execute(
      sql`SELECT id, phrase, synonyms, created_at FROM kb_synonyms WHERE service = ${service} ORDER BY lower(phrase)`,
    ),
  ).map(toSynonym);
}

/** Adds an entry; undefined when the service already has one for that phrase. */
export async function addDomainSynonym(
  db: Db,
  service: string,
  phrase: string,
  synonyms: string[],
): Promise<DomainSynonym | undefined> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      INSERT INTO kb_synonyms (service, phrase, synonyms)
      VALUES (${service}, ${phrase}, ARRAY[${sql.join(
        synonyms.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[])
      ON CONFLICT (service, lower(phrase)) DO NOTHING
      RETURNING id, phrase, synonyms, created_at`),
  );
  return row ? toSynonym(row) : undefined;
}

/** The deleted entry; undefined when the service has no such entry. */
export async function deleteDomainSynonym(
  db: Db,
  service: string,
  id: string,
): Promise<DomainSynonym | undefined> {
  const [row] = rowsOf<Row>(
    await db.execute(
      sql`DELETE FROM kb_synonyms WHERE service = ${service} AND id = ${id} RETURNING id, phrase, synonyms, created_at`,
    ),
  );
  return row && toSynonym(row);
}
