import { sql } from 'drizzle-orm';
import { consoleTurnsOf } from '../chat-sessions/console-turns';
import type { ConsoleTurn } from '../service-directory';
import { inWindow, type Scope } from './analytics-sql';

/** The console turns of the window's chat events. */
export const consoleTurnsIn = (scope: Scope) =>
  consoleTurnsOf(scope.db, scope.directory, scope.service, inWindow(scope));

/**
 * Console turns as rows of a query: trace_id (lower case), question, asked_at (when the
 * console stored the answer, as the service's own history dates a question's answer),
 * outcome, confidence.
 */
export const consoleQuestionRows = (turns: ConsoleTurn[]) => sql`
  SELECT lower(c."traceId") AS trace_id, c.question, c."answeredAt" AS asked_at, c.outcome,
    (c."answerFields"->>'confidence')::float8 AS confidence
  FROM jsonb_to_recordset(${JSON.stringify(turns)}::jsonb)
    AS c("traceId" text, question text, "answeredAt" timestamptz, outcome text, "answerFields" jsonb)`;
