import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Every stored answer carries the outcome the chat gave it (domain's answer-outcome.ts),
 * which the knowledge-gaps figure reads instead of a confidence cut-off. Answers stored
 * before it get the one their sources say: a staff answer's source, none for a decline.
 */
export const answerOutcomeMigration: Migration = {
  version: 401,
  name: 'seam: the outcome in each stored knowledge answer',
  statements: [
    `UPDATE kb_chat_messages SET message_object = message_object || jsonb_build_object(
        'outcome',
        CASE
          WHEN message_object->'sources'->0->>'type' = 'staff_answer' THEN 'staff_answer'
          WHEN jsonb_typeof(message_object->'sources') = 'array'
            AND jsonb_array_length(message_object->'sources') > 0 THEN 'answered'
          ELSE 'declined'
        END)
      WHERE message_type = 'assistant' AND NOT message_object ? 'outcome'`,
  ],
};
