import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Rating an answer and improving it are each one gateway operation over two services,
 * under the browser's idempotency key (docs/architecture.md, "Operations across
 * services"). The console's side records the key with what it wrote, so the gateway
 * answers a retry from here and does not ask the bot's service a second time.
 */
export const feedbackKeysMigration: Migration = {
  version: 402,
  name: 'seam: the operation keys of a rating and an improvement',
  statements: [
    `ALTER TABLE message_feedback ADD COLUMN rating_key text`,
    `ALTER TABLE message_feedback ADD COLUMN improve_key text`,
  ],
};
