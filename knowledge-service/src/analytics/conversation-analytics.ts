import { sql } from 'drizzle-orm';
import type { ConsoleTurn } from '../service-directory';
import { consoleQuestionRows, consoleTurnsIn } from './console-questions';
import {
  inWindow,
  figureRows,
  sessionLengths,
  totals,
  type Computations,
  type Row,
  type Scope,
} from './analytics-sql';

/**
 * Questions of the window with the answer's confidence and outcome: those the service
 * recorded itself (direct callers of its chat), and those the console recorded, read
 * through the directory.
 */
const questionsSql = (scope: Scope, consoleTurns: ConsoleTurn[]) => sql`
  SELECT u.message_object->>'query' AS query, (a.message_object->>'confidence')::float8 AS confidence,
    a.message_object->>'outcome' AS outcome, a.created_at AS asked_at
  FROM kb_chat_messages a
  JOIN LATERAL (
    SELECT m.message_object FROM kb_chat_messages m
    WHERE m.service = a.service AND m.session_id = a.session_id AND m.message_type = 'user' AND m.seq < a.seq
    ORDER BY m.seq DESC LIMIT 1
  ) u ON true
  WHERE a.service = ${scope.service} AND a.message_type = 'assistant' AND a.created_at >= ${scope.from.toISOString()}::timestamptz
    AND a.created_at < ${scope.to.toISOString()}::timestamptz
  UNION ALL
  SELECT c.question, c.confidence, c.outcome, c.asked_at FROM (${consoleQuestionRows(consoleTurns)}) c`;

export const conversationAnalytics = {
  summary: async (scope) => {
    const figures = await totals(scope);
    const { sessions } = figures;
    return {
      ...figures,
      avg_turns_per_session: sessions ? Math.round((figures.requests / sessions) * 10) / 10 : null,
    };
  },
  flows: async (scope) => {
    const sessions = await sessionLengths(scope);
    const buckets = new Map<string, number>();
    for (const session of sessions) {
      const turns = Number(session.turns);
      const bucket = turns >= 5 ? '5+' : String(turns);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
    }
    return {
      sessions: sessions.length,
      turns_distribution: ['1', '2', '3', '4', '5+'].map((turns) => ({
        turns,
        sessions: buckets.get(turns) ?? 0,
      })),
    };
  },
  // Intents are approximated by the most frequent words of the questions asked, as asked
  // (a reader cannot tell "deliveri" is a word): PostgreSQL's english parser names the
  // words and its stop-word list drops the rest; each question counts a word once.
  intents: async (scope) => ({
    method: 'most frequent question words (as asked, stop words left out)',
    terms: await figureRows<Row<'conversation', 'intents', 'terms'>>(
      scope.db,
      sql`SELECT w.term, count(*)::int AS questions
            FROM (${questionsSql(scope, await consoleTurnsIn(scope))}) q,
              LATERAL (SELECT DISTINCT lower(d.token) AS term FROM ts_debug('english', q.query) d
                       WHERE cardinality(d.lexemes) > 0) w
            GROUP BY 1 ORDER BY questions DESC, term LIMIT 30`,
    ),
  }),
  'document-retrieval': async (scope) => ({
    sources: await figureRows<Row<'conversation', 'document-retrieval', 'sources'>>(
      scope.db,
      sql`SELECT s->>'type' AS type, s->>'id' AS id, max(s->>'title') AS title, count(*)::int AS citations,
              round(avg((s->>'score')::float8)::numeric, 3) AS avg_score
            FROM kb_chat_events e, jsonb_array_elements(e.sources) s
            WHERE ${inWindow(scope)} GROUP BY 1, 2 ORDER BY citations DESC, title LIMIT 50`,
    ),
  }),
  'drop-offs': async (scope) => {
    const sessions = await sessionLengths(scope);
    return {
      sessions: sessions.length,
      single_turn_sessions: sessions.filter((session) => Number(session.turns) === 1).length,
      ended_after_unknown_answer: sessions.filter((session) => session.last_outcome === 'unknown')
        .length,
      ended_after_error: sessions.filter((session) => session.last_outcome === 'error').length,
    };
  },
  'sentiment-trends': async () => ({
    available: false,
    reason: 'Sentiment is not analysed by this service',
    daily: [],
  }),
  'knowledge-gaps': async (scope) => ({
    questions: await figureRows<Row<'conversation', 'knowledge-gaps', 'questions'>>(
      scope.db,
      sql`SELECT lower(q.query) AS query, count(*)::int AS times_asked, round(max(q.confidence)::numeric, 3) AS best_confidence,
              to_char(max(q.asked_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_asked
            FROM (${questionsSql(scope, await consoleTurnsIn(scope))}) q WHERE q.outcome = 'declined'
            GROUP BY 1 ORDER BY times_asked DESC, query LIMIT 50`,
    ),
  }),
} satisfies Computations<'conversation'>;
