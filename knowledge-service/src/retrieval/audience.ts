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

/** Which of these chunks belong to a private document. */
export async function privateChunkIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(sql`
    SELECT c.id FROM kb_chunks c JOIN kb_documents d ON d.id = c.document_id
    WHERE NOT d.is_public AND c.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: { id: number | string }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}
