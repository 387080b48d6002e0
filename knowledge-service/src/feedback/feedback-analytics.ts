import { sql } from 'drizzle-orm';
import type { FeedbackAnalytics } from '@switchboard/domain';
import { rows, type Scope } from '../analytics/analytics-sql';
import { consoleQuestionRows, consoleTurnsIn } from '../analytics/console-questions';
import type { ConsoleRating, ConsoleTurn } from '../service-directory';
import { groupQuestions, type AskedQuestion } from './question-groups';

const TOP_UNANSWERED = 20;
const TOP_CITED = 50;

const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

interface PeriodRow {
  period: string;
  answers: number;
  rated: number;
  up: number;
  down: number;
  declined: number;
}

const withRates = <T extends Omit<PeriodRow, 'period'>>(row: T) => ({
  ...row,
  up_rate: rate(row.up, row.rated),
  decline_rate: rate(row.declined, row.answers),
});

/** The feedback figures' window, and the console's ratings of the service's answers. */
export interface FeedbackScope extends Scope {
  consoleRatings: ConsoleRating[];
}

/**
 * Answers of the window (errors are not answers), by day, with their ratings: the staff's,
 * which the console keeps and lends by trace, else the asker's own, kept here.
 */
const periodsSql = ({ service, from, to, consoleRatings }: FeedbackScope) => sql`
  WITH console AS (
    SELECT DISTINCT ON (lower(c."traceId")) lower(c."traceId") AS trace_id, c.rating
    FROM jsonb_to_recordset(${JSON.stringify(consoleRatings)}::jsonb) AS c("traceId" text, rating text)
  ),
  rated AS (
    SELECT e.requested_at, e.outcome, coalesce(c.rating, r.rating) AS rating
    FROM kb_chat_events e
    LEFT JOIN kb_message_ratings r ON r.message_id = e.message_id
    LEFT JOIN console c ON c.trace_id = e.trace_id::text
    WHERE e.service = ${service} AND e.outcome <> 'error'
      AND e.requested_at >= ${from.toISOString()}::timestamptz AND e.requested_at < ${to.toISOString()}::timestamptz
  )
  SELECT to_char(date_trunc('day', requested_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period,
    count(*)::int AS answers,
    count(rating)::int AS rated,
    count(*) FILTER (WHERE rating = 'up')::int AS up,
    count(*) FILTER (WHERE rating = 'down')::int AS down,
    count(*) FILTER (WHERE outcome = 'unknown')::int AS declined
  FROM rated GROUP BY 1 ORDER BY 1`;

/**
 * The questions the service declined in the window, each with its content words as asked:
 * PostgreSQL's english parser names the words and its stop-word list drops the rest. The
 * question is the service's own record of it, or the console's for a console turn.
 */
const unansweredSql = ({ service, from, to }: Scope, consoleTurns: ConsoleTurn[]) => sql`
  WITH console AS (${consoleQuestionRows(consoleTurns)}),
  asked AS (
    SELECT coalesce(u.message_object->>'query', c.question) AS text, e.requested_at
    FROM kb_chat_events e
    LEFT JOIN kb_chat_messages a ON a.id = e.message_id
    LEFT JOIN LATERAL (
      SELECT m.message_object FROM kb_chat_messages m
      WHERE m.service = a.service AND m.session_id = a.session_id AND m.message_type = 'user' AND m.seq < a.seq
      ORDER BY m.seq DESC LIMIT 1
    ) u ON true
    LEFT JOIN console c ON a.id IS NULL AND c.trace_id = e.trace_id::text
    WHERE e.service = ${service} AND e.outcome = 'unknown' AND (a.id IS NOT NULL OR c.trace_id IS NOT NULL)
      AND e.requested_at >= ${from.toISOString()}::timestamptz AND e.requested_at < ${to.toISOString()}::timestamptz
    ORDER BY e.requested_at DESC LIMIT 5000
  )
  SELECT asked.text, to_char(asked.requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS asked_at,
    coalesce((SELECT array_agg(lower(d.token)) FROM ts_debug('english', asked.text) d
      WHERE cardinality(d.lexemes) > 0), '{}') AS words
  FROM asked WHERE asked.text IS NOT NULL`;

/**
 * How often each document, web page and staff answer was cited by answers of the window:
 * documents and pages from the chunks each answer cited (kb_citations, one row per cited
 * chunk), staff answers from the answers given from them.
 */
const citationsSql = ({ service, from, to }: Scope) => sql`
  SELECT type, id, title, citations FROM (
    SELECT CASE WHEN k.document_id IS NOT NULL THEN 'document' ELSE 'webpage' END AS type,
      coalesce(k.document_id, k.webpage_id)::text AS id,
      coalesce(max(d.title), max(w.title), max(w.url)) AS title, count(*)::int AS citations
    FROM kb_citations k
    LEFT JOIN kb_documents d ON d.id = k.document_id
    LEFT JOIN kb_webpages w ON w.id = k.webpage_id
    WHERE k.service = ${service}
      AND k.cited_at >= ${from.toISOString()}::timestamptz AND k.cited_at < ${to.toISOString()}::timestamptz
    GROUP BY 1, 2
    UNION ALL
    SELECT 'staff_answer', s->>'id', max(s->>'title'), count(*)::int
    FROM kb_chat_events e, jsonb_array_elements(e.sources) s
    WHERE e.service = ${service} AND s->>'type' = 'staff_answer'
      AND e.requested_at >= ${from.toISOString()}::timestamptz AND e.requested_at < ${to.toISOString()}::timestamptz
    GROUP BY 2
  ) cited ORDER BY citations DESC, title LIMIT ${TOP_CITED}`;

export async function feedbackAnalytics(scope: FeedbackScope): Promise<FeedbackAnalytics> {
  const consoleTurns = await consoleTurnsIn(scope);
  const [periods, asked, citations] = await Promise.all([
    rows<PeriodRow>(scope.db, periodsSql(scope)),
    rows<{ text: string; asked_at: string; words: string[] }>(
      scope.db,
      unansweredSql(scope, consoleTurns),
    ),
    rows<{ type: string; id: string; title: string | null; citations: number }>(
      scope.db,
      citationsSql(scope),
    ),
  ]);
  const sum = (key: keyof Omit<PeriodRow, 'period'>) =>
    periods.reduce((total, row) => total + Number(row[key]), 0);
  const questions: AskedQuestion[] = asked.map((row) => ({
    text: row.text,
    words: row.words,
    askedAt: row.asked_at,
  }));
  return {
    from: scope.from.toISOString(),
    to: scope.to.toISOString(),
    totals: withRates({
      answers: sum('answers'),
      rated: sum('rated'),
      up: sum('up'),
      down: sum('down'),
      declined: sum('declined'),
    }),
    periods: periods.map(withRates),
    unanswered: groupQuestions(questions, TOP_UNANSWERED),
    citations: citations.map((row) => ({
      type: row.type,
      id: row.id,
      title: row.title ?? row.id,
      citations: row.citations,
    })),
  };
}
