import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Staff feedback on answers lives beside the messages, not in them: a rating and the
 * staff answer that improved an answer are the console's follow-up, and the message CRUD
 * keeps its contract. Full-text search reads an expression index over the message text
 * (english stems), so the messages table gains no column. A declined answer is one that
 * says it does not know, which is how the knowledge services decline.
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
    `CREATE INDEX messages_content_fts_idx ON messages USING gin (to_tsvector('english', content))`,
    `CREATE INDEX messages_declined_idx ON messages (created_at)
      WHERE message_type = 'ASSISTANT' AND content ~* '^\\s*I (don''t|do not) know'`,
  ],
};
