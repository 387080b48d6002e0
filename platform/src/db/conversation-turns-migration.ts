import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * A chat turn is stored as one unit: its question and answer messages and the key the
 * browser made for it, unique per conversation, so a repeated call (Retry, a second tab,
 * a lost response) finds the stored pair instead of storing the question again. The
 * record goes with either message when one is deleted through the message CRUD.
 */
export const conversationTurnsMigration: Migration = {
  version: 172,
  name: 'conversation turns with idempotency keys',
  statements: [
    `CREATE TABLE conversation_turns (
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      user_message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      assistant_message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT conversation_turns_pkey PRIMARY KEY (conversation_id, idempotency_key)
    )`,
  ],
};
