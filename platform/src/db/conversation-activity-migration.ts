import type { Migration } from '@switchboard/server-kit/db/migration';
import { addColumns, replaceStatusCheck } from '@switchboard/server-kit/db/migration-sql';

/**
 * CLOSED joins the conversation statuses, and every conversation carries its message
 * count and last activity (its newest message, else its creation). Triggers keep both
 * right whoever writes messages (routes, seed, SQL), so a list of 10,000 conversations
 * sorts and filters on indexed columns instead of aggregating messages per request.
 */
export const conversationActivityMigration: Migration = {
  version: 30,
  name: 'conversation statuses, message count and last activity',
  statements: [
    ...replaceStatusCheck('conversations', 'ACTIVE', 'ARCHIVED', 'CLOSED'),
    ...addColumns(
      'conversations',
      'message_count integer NOT NULL DEFAULT 0',
      'last_activity_at timestamptz',
    ),
    `UPDATE conversations c SET
      message_count = (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id),
      last_activity_at = coalesce(
        (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id), c.created_at)`,
    `ALTER TABLE conversations ALTER COLUMN last_activity_at SET NOT NULL`,
    `CREATE FUNCTION conversations_default_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.last_activity_at := coalesce(NEW.last_activity_at, NEW.created_at, now());
        RETURN NEW;
      END $$`,
    `CREATE TRIGGER conversations_default_activity BEFORE INSERT ON conversations
      FOR EACH ROW EXECUTE FUNCTION conversations_default_activity()`,
    `CREATE FUNCTION messages_track_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE conversations SET message_count = message_count + 1,
            last_activity_at = greatest(last_activity_at, NEW.created_at)
          WHERE id = NEW.conversation_id;
          RETURN NEW;
        END IF;
        UPDATE conversations c SET message_count = greatest(c.message_count - 1, 0),
          last_activity_at = coalesce(
            (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id), c.created_at)
        WHERE c.id = OLD.conversation_id;
        RETURN OLD;
      END $$`,
    `CREATE TRIGGER messages_track_activity AFTER INSERT OR DELETE ON messages
      FOR EACH ROW EXECUTE FUNCTION messages_track_activity()`,
    `CREATE INDEX conversations_activity_idx ON conversations (last_activity_at DESC, id DESC)`,
    `CREATE INDEX conversations_created_idx ON conversations (created_at DESC, id DESC)`,
    `CREATE INDEX conversations_status_activity_idx ON conversations (status, last_activity_at DESC)`,
  ],
};
