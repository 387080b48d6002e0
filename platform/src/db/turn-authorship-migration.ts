import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Issue 46, items 5 and 6. A turn keeps the fingerprint of who asked what under its key
 * (turns stored before have none and are matched on their question alone). A message
 * records who wrote it: the account whose request stored it, and whether it is the bot's
 * answer, which only a turn stored by the gateway is. Earlier questions are taken to be
 * their conversation's user's, and earlier answers the bot's, as the console showed them.
 */
export const turnAuthorshipMigration: Migration = {
  version: 451,
  name: 'turn fingerprints and message authors',
  statements: [
    `ALTER TABLE conversation_turns ADD COLUMN fingerprint text`,
    `ALTER TABLE messages ADD COLUMN author_id uuid REFERENCES users(id) ON DELETE SET NULL`,
    `ALTER TABLE messages ADD COLUMN from_bot boolean NOT NULL DEFAULT false`,
    `UPDATE messages SET from_bot = true WHERE message_type = 'ASSISTANT'`,
    `UPDATE messages m SET author_id = c.user_id
       FROM conversations c
      WHERE m.conversation_id = c.id AND m.message_type = 'USER'`,
  ],
};
