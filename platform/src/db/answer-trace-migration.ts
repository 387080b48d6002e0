import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * A console answer keeps the trace id of the bot service's answer as its reference to
 * the service's chat event (docs/architecture.md, "One store per fact"); the service's
 * analytics ask the console for the questions of the traces they count, so the console
 * finds its answers by trace.
 */
export const answerTraceMigration: Migration = {
  version: 412,
  name: 'seam: console answers found by the service trace they keep',
  statements: [
    `CREATE INDEX messages_answer_trace_idx ON messages (lower(message_object->>'trace_id'))
      WHERE message_type = 'ASSISTANT'`,
  ],
};
