import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * An answer's outcome is stored with it, as the answering service reported it
 * (domain's answer-outcome.ts): Needs review, the declined filter and the declined badge
 * read this column, and the partial index follows it. Before it, a declined answer was
 * recognised by its wording (migration 380's index); existing answers are given the
 * outcome that wording and their staff-answer source said, so nothing a user saw changes.
 */
export const answerOutcomeMigration: Migration = {
  version: 400,
  name: 'seam: the answer outcome stored with each answer',
  statements: [
    `ALTER TABLE messages ADD COLUMN outcome text
      CHECK (outcome IN ('answered', 'declined', 'staff_answer'))`,
    `UPDATE messages SET outcome = CASE
        WHEN content ~* '^\\s*I (don''t|do not) know' THEN 'declined'
        WHEN message_object->'sources'->0->>'type' = 'staff_answer' THEN 'staff_answer'
        ELSE 'answered'
      END
      WHERE message_type = 'ASSISTANT'`,
    `DROP INDEX messages_declined_idx`,
    `CREATE INDEX messages_declined_idx ON messages (created_at) WHERE outcome = 'declined'`,
  ],
};
