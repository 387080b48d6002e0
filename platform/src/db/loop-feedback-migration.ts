import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Staff feedback on answers lives beside the messages, not in them: a rating and the
 * staff answer that improved an answer are the console's follow-up, and the message CRUD
 * keeps its contract. Full-text search reads a stored text vector of each message (english
 * stems) through a GIN index: an expression index alone would compute the vector of every
 * match again to check and rank it, seconds for a common word over 100,000 messages. The
 * Drizzle schema leaves the column out, so no answer of the Bots API carries it. A
 * declined answer is one that says it does not know, which is how the knowledge services
 * decline.
 */
export const loopFeedbackMigration: Migration = {
  version: 380,
  name: 'loop: message feedback and message full-text search',
  statements: [
    `CREATE TABLE message_feedback (
      message_id uuid PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
      rating text CHECK (rating IN ('up', 'down')),
      rating_comment text,
      rated_by uuid REFERENCES users (id) ON DELETE SET NULL,
      rated_at timestamptz,
      improved_at timestamptz,
      staff_answer_id text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX message_feedback_rating_idx ON message_feedback (rating) WHERE rating IS NOT NULL`,
    `ALTER TABLE messages ADD COLUMN content_tsv tsvector
      GENERATED ALWAYS AS (to_tsvector('english', content)) STORED`,
    `CREATE INDEX messages_content_tsv_idx ON messages USING gin (content_tsv)`,
    `CREATE INDEX messages_declined_idx ON messages (created_at)
      WHERE message_type = 'ASSISTANT' AND content ~* '^\\s*I (don''t|do not) know'`,
  ],
};
