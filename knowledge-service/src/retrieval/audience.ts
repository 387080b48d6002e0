import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';

/**
 * Who an answer is for. A private document (Public off) answers the bot's staff only: bot
 * admins in the console, in their own conversations and the Retrieval test, whom the
 * gateway vouches for. Everyone else asking through the bot's chat API (its users, and
 * staff replying into a user's conversation, whose answer the user reads) is `public`:
 * no private document is searched, quoted or cited for them.
 */
export type Audience = 'staff' | 'public';

/** The chunks (`c`, kb_chunks) the audience may be answered from: web pages and the documents it may see. */
export function visibleChunks(audience: Audience): SQL {
  if (audience === 'staff') return sql`TRUE`;
  return sql`(c.document_id IS NULL OR NOT EXISTS (
    SELECT 1 FROM kb_documents d WHERE d.id = c.document_id AND NOT d.is_public))`;
}

/** The documents of a bot the audience may not be answered from (none for staff). */
export async function hiddenDocuments(
  db: Db,
  service: string,
  audience: Audience,
): Promise<Set<string>> {
  if (audience === 'staff') return new Set();
  const result = (await db.execute(
    sql`SELECT id FROM kb_documents WHERE service = ${service} AND NOT is_public`,
  )) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((row) => row.id));
}
