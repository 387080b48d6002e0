import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * The service's copies of console turns: each answer whose trace a console answer keeps,
 * and the question asked just before it in the same session.
 */
const COPIES = `
  SELECT a.id AS answer_id, (
    SELECT u.id FROM kb_chat_messages u
    WHERE u.service = a.service AND u.session_id = a.session_id AND u.message_type = 'user' AND u.seq < a.seq
    ORDER BY u.seq DESC LIMIT 1
  ) AS question_id
  FROM kb_chat_messages a
  WHERE a.message_type = 'assistant' AND lower(a.message_object->>'trace_id') IN (
    SELECT lower(m.message_object->>'trace_id') FROM messages m
    WHERE m.message_type = 'ASSISTANT' AND m.message_object ? 'trace_id')`;

/**
 * A console conversation turn lives on the console alone (docs/architecture.md, "One store
 * per fact"): the console stores its question and answer as the conversation's messages,
 * and the service keeps only its chat event, which the console's answer names by trace id.
 * Until now the service also kept its own copy of both messages, so those copies go: the
 * service's analytics read the console's questions through its host's directory instead,
 * and its events stop naming the messages that are gone. Turns of direct callers of the
 * bot's chat stay here. The console's list of traces is read once here, while both stores
 * share one database; a host without a console has no such table and nothing to drop.
 */
export const consoleTurnsMigration: Migration = {
  version: 411,
  name: 'seam: console turns kept on the console alone',
  statements: [
    `DO $$
    BEGIN
      IF to_regclass('messages') IS NULL THEN RETURN; END IF;
      CREATE TEMP TABLE kb_console_copies ON COMMIT DROP AS ${COPIES};
      UPDATE kb_chat_events SET message_id = NULL
        WHERE message_id IN (SELECT answer_id FROM kb_console_copies);
      DELETE FROM kb_chat_messages WHERE id IN (
        SELECT answer_id FROM kb_console_copies
        UNION SELECT question_id FROM kb_console_copies WHERE question_id IS NOT NULL);
    END
    $$`,
  ],
};
