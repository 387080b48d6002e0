import type { Migration } from '@switchboard/server-kit/db/migration';
import { TIMESTAMPS } from '@switchboard/server-kit/db/migration-sql';

/**
 * Closing the loop: staff answers a bot's chat answers from first (annotation reply),
 * the per-bot threshold for that, and ratings on answers by the user who asked.
 */
export const loopStaffAnswersMigration: Migration = {
  version: 381,
  name: 'loop: staff answers, their threshold, answer ratings',
  statements: [
    `CREATE TABLE kb_staff_answers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service text NOT NULL,
      question text NOT NULL CHECK (length(btrim(question)) > 0),
      answer text NOT NULL CHECK (length(btrim(answer)) > 0),
      hits integer NOT NULL DEFAULT 0,
      last_hit_at timestamptz,
      created_by text,
      ${TIMESTAMPS}
    )`,
    `CREATE INDEX kb_staff_answers_service_idx ON kb_staff_answers (service, updated_at DESC)`,
    `CREATE INDEX kb_staff_answers_question_idx ON kb_staff_answers USING gin (to_tsvector('english', question))`,
    `CREATE TABLE kb_staff_answer_settings (
      service text PRIMARY KEY,
      threshold real NOT NULL CHECK (threshold > 0 AND threshold <= 1),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE kb_message_ratings (
      message_id uuid PRIMARY KEY REFERENCES kb_chat_messages (id) ON DELETE CASCADE,
      service text NOT NULL,
      rating text NOT NULL CHECK (rating IN ('up', 'down')),
      comment text,
      rated_by text NOT NULL,
      rated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX kb_message_ratings_service_idx ON kb_message_ratings (service, rated_at)`,
  ],
};
