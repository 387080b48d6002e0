import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@switchboard/server-kit/db/connect';
import { uuidField } from '@switchboard/server-kit/http/fields';
import {
  MAX_MESSAGE_PAGE,
  MESSAGE_SEARCH_VIEWS,
  type MessageHit,
  type MessageHitPage,
} from '@switchboard/domain';
import { intParam } from '../../http/page-query';
import { allMarks, excerptMarks, searchedStems, Stemmer } from './match-marks';
import {
  DECLINED,
  FEEDBACK_JOIN,
  FEEDBACK_SELECT,
  feedbackJson,
  MESSAGE_TSV,
  rowsOf,
  type FeedbackColumns,
} from './feedback-sql';

export const messageSearchQuery = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  botId: uuidField('botId').optional(),
  conversationId: uuidField('conversationId').optional(),
  rating: z
    .enum(['up', 'down', 'none', 'any'], { error: 'rating must be up, down, none or any' })
    .optional(),
  declined: z.enum(['true', 'false'], { error: 'declined must be true or false' }).optional(),
  messageType: z
    .enum(['USER', 'ASSISTANT'], { error: 'messageType must be USER or ASSISTANT' })
    .optional(),
  view: z
    .enum(MESSAGE_SEARCH_VIEWS, { error: `view must be ${MESSAGE_SEARCH_VIEWS.join(' or ')}` })
    .default('all'),
  limit: intParam('limit', 1, MAX_MESSAGE_PAGE).default(25),
  offset: intParam('offset', 0, 10_000_000).default(0),
});
export type MessageSearch = z.infer<typeof messageSearchQuery>;

const RATING_FILTERS: Record<NonNullable<MessageSearch['rating']>, SQL> = {
  up: sql`f.rating = 'up'`,
  down: sql`f.rating = 'down'`,
  none: sql`f.rating IS NULL`,
  any: sql`f.rating IS NOT NULL`,
};

/**
 * The words to find, as PostgreSQL reads a search box (quotes, OR, -word), stemmed in
 * english like the index, so "deliveries" finds "delivery".
 */
const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

function filters(query: MessageSearch): SQL {
  const where: SQL[] = [sql`true`];
  if (query.q) {
    // Needs review lists answers, often "I don't know": the words may be in the question.
    const asked = sql`(SELECT p.content_tsv FROM messages p
      WHERE p.conversation_id = m.conversation_id AND p.message_type = 'USER' AND p.order_index < m.order_index
      ORDER BY p.order_index DESC LIMIT 1)`;
    where.push(
      query.view === 'needs-review'
        ? sql`(${MESSAGE_TSV} @@ ${tsQuery(query.q)} OR ${asked} @@ ${tsQuery(query.q)})`
        : sql`${MESSAGE_TSV} @@ ${tsQuery(query.q)}`,
    );
  }
  if (query.botId) where.push(sql`c.bot_id = ${query.botId}::uuid`);
  if (query.conversationId) where.push(sql`m.conversation_id = ${query.conversationId}::uuid`);
  if (query.messageType) where.push(sql`m.message_type = ${query.messageType}`);
  if (query.rating) where.push(RATING_FILTERS[query.rating]);
  if (query.declined === 'true') where.push(DECLINED);
  if (query.declined === 'false') where.push(sql`NOT ${DECLINED}`);
  if (query.view === 'needs-review') {
    where.push(
      // Only the bot's own answers wait for a staff answer; one a person wrote is theirs.
      sql`m.message_type = 'ASSISTANT' AND m.from_bot AND (f.rating = 'down' OR ${DECLINED}) AND f.improved_at IS NULL`,
    );
  }
  return sql.join(where, sql` AND `);
}

/** Needs review is worked oldest first; a search ranks by match; otherwise newest first. */
function order(query: MessageSearch, alias: 'm' | 'page'): SQL {
  const a = sql.raw(alias);
  if (query.view === 'needs-review') return sql`${a}.created_at ASC, ${a}.id`;
  if (query.q) {
    return sql`ts_rank(${a}.content_tsv, ${tsQuery(query.q)}) DESC, ${a}.created_at DESC, ${a}.id`;
  }
  return sql`${a}.created_at DESC, ${a}.id`;
}

type HitRow = FeedbackColumns & {
  id: string;
  conversation_id: string;
  title: string;
  bot_id: string;
  message_type: 'USER' | 'ASSISTANT';
  from_bot: boolean;
  content: string;
  order_index: number;
  created_at: Date | string;
  question: string | null;
};

/** The words the search box asks for, as PostgreSQL stems them (none without a search). */
async function stemmerFor(db: Db, q: string | undefined): Promise<Stemmer> {
  if (!q) return new Stemmer(new Set());
  const [row] = rowsOf<{ query: string }>(
    await db.execute(sql`SELECT ${tsQuery(q)}::text AS query`),
  );
  return new Stemmer(searchedStems(row?.query ?? ''));
}

/**
 * Excerpts around the match for a list; the whole text, marked, within one conversation's
 * thread or without a search.
 */
async function marked(
  content: string,
  stemmer: Stemmer,
  thread: boolean,
): Promise<Pick<MessageHit, 'excerpt' | 'marks'>> {
  if (stemmer.stems.size === 0) return { excerpt: [0, content.length], marks: [] };
  if (thread) return { excerpt: [0, content.length], marks: await allMarks(content, stemmer) };
  return excerptMarks(content, stemmer);
}

/**
 * One page of messages found by full-text search and the feedback filters, paged in SQL.
 * The question an answer replied to is found for the page only, and its matches marked
 * after the query, a bounded number of words at a time (see match-marks).
 */
export async function searchMessages(db: Db, query: MessageSearch): Promise<MessageHitPage> {
  const from = sql`FROM messages m JOIN conversations c ON c.id = m.conversation_id ${FEEDBACK_JOIN}`;
  const where = filters(query);
  const [totalResult, pageResult] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS total ${from} WHERE ${where}`),
    db.execute(sql`
      WITH page AS (
        SELECT m.id, m.conversation_id, c.title, c.bot_id, m.message_type, m.from_bot, m.content, m.content_tsv,
          m.order_index, m.created_at, ${FEEDBACK_SELECT}
        ${from} WHERE ${where} ORDER BY ${order(query, 'm')} LIMIT ${query.limit} OFFSET ${query.offset}
      )
      SELECT page.*, q.content AS question
      FROM page
      LEFT JOIN LATERAL (
        SELECT p.content FROM messages p
        WHERE p.conversation_id = page.conversation_id AND p.order_index < page.order_index AND p.message_type = 'USER'
        ORDER BY p.order_index DESC LIMIT 1
      ) q ON page.message_type = 'ASSISTANT'
      ORDER BY ${order(query, 'page')}`),
  ]);
  const total = rowsOf<{ total: number }>(totalResult)[0]?.total ?? 0;
  const rows = rowsOf<HitRow>(pageResult);
  const stemmer = await stemmerFor(db, query.q);
  const items: MessageHit[] = [];
  for (const row of rows) {
    items.push({
      id: row.id,
      conversationId: row.conversation_id,
      conversationTitle: row.title,
      botId: row.bot_id,
      messageType: row.message_type,
      fromBot: row.from_bot,
      content: row.content,
      ...(await marked(row.content, stemmer, query.conversationId !== undefined)),
      question: row.question,
      orderIndex: row.order_index,
      createdAt: new Date(row.created_at).toISOString(),
      feedback: feedbackJson(row),
    });
  }
  return {
    items,
    total: Number(total),
    limit: query.limit,
    offset: query.offset,
  };
}
