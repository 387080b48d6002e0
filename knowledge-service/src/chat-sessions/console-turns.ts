import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { ConsoleTurn, ServiceDirectory } from '../service-directory';

/**
 * The console turns among the chat events `where` picks (a condition on alias `e`), read
 * from the console that records them (docs/architecture.md, "One store per fact"): the
 * service's event of such a turn names no message of its own, only the trace the console's
 * answer keeps. An error had no answer to keep.
 */
export async function consoleTurnsOf(
  db: Db,
  directory: Pick<ServiceDirectory, 'consoleTurns'>,
  service: string,
  where: SQL,
): Promise<ConsoleTurn[]> {
  if (!directory.consoleTurns) return [];
  const result = await db.execute(
    sql`SELECT e.trace_id::text AS trace_id FROM kb_chat_events e
        WHERE e.service = ${service} AND ${where} AND e.message_id IS NULL AND e.outcome <> 'error'`,
  );
  const traces = (result as { rows: { trace_id: string }[] }).rows.map((row) => row.trace_id);
  return traces.length === 0 ? [] : directory.consoleTurns(service, traces);
}

interface HistoryEntry {
  timestamp: Date | string;
}

/**
 * A session's history as the service answers it: its own messages and the console's
 * turns in it, in the order they were asked (a bot admin may have replied into a
 * console session through the chat proxy). The console keeps no rating here.
 */
export function withConsoleTurns<T extends HistoryEntry>(own: T[], turns: ConsoleTurn[]) {
  const fromConsole = turns.flatMap((turn) => [
    {
      id: turn.questionId,
      message_id: turn.questionId,
      message_type: 'user' as const,
      message_object: { query: turn.question },
      timestamp: turn.askedAt,
      rating: null,
    },
    {
      id: turn.answerId,
      message_id: turn.answerId,
      message_type: 'assistant' as const,
      message_object: {
        ...turn.answerFields,
        response: turn.answer,
        answer: turn.answer,
        outcome: turn.outcome,
      },
      timestamp: turn.answeredAt,
      rating: null,
    },
  ]);
  const at = (entry: HistoryEntry) => new Date(entry.timestamp).getTime();
  return [...own, ...fromConsole].sort((a, b) => at(a) - at(b));
}
