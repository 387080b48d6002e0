import type { Migration } from '@switchboard/server-kit/db/migration';

/** The console answers the knowledge service also kept a rating of, matched by trace id. */
const MIRRORED = `
  SELECT DISTINCT ON (m.id) m.id AS console_message_id, r.message_id AS kb_message_id,
    r.rating, r.comment, r.rated_by, r.rated_at
  FROM kb_message_ratings r
  JOIN kb_chat_events e ON e.message_id = r.message_id AND e.service = r.service
  JOIN messages m ON m.message_type = 'ASSISTANT'
    AND lower(m.message_object->>'trace_id') = e.trace_id::text
  ORDER BY m.id, r.rated_at DESC`;

/**
 * A console answer's rating lives on the console alone (docs/architecture.md, "One store
 * per fact"); the knowledge service keeps only its askers' own ratings. Until now the
 * gateway, and before it the browser, wrote a console rating to both, so the service's
 * copies move here: the console keeps its own where it has one (what staff saw there), takes
 * the service's copy where it has none, and the copy is dropped. Both stores share one
 * database while the service runs in the platform's process, so this one move reads and
 * clears the service's table; a fresh store has no such table yet and nothing to move.
 */
export const consoleRatingsMigration: Migration = {
  version: 410,
  name: 'seam: console ratings kept on the console alone',
  statements: [
    `DO $$
    BEGIN
      IF to_regclass('kb_message_ratings') IS NULL THEN RETURN; END IF;
      EXECUTE $sql$
        INSERT INTO message_feedback (message_id, rating, rating_comment, rated_by, rated_at)
        SELECT mirrored.console_message_id, mirrored.rating, mirrored.comment, u.id, mirrored.rated_at
        FROM (${MIRRORED}) mirrored
        LEFT JOIN users u ON u.id::text = lower(mirrored.rated_by)
        ON CONFLICT (message_id) DO UPDATE SET rating = EXCLUDED.rating,
          rating_comment = EXCLUDED.rating_comment, rated_by = EXCLUDED.rated_by,
          rated_at = EXCLUDED.rated_at, updated_at = now()
        WHERE message_feedback.rating IS NULL
      $sql$;
      EXECUTE $sql$
        DELETE FROM kb_message_ratings WHERE message_id IN (SELECT kb_message_id FROM (${MIRRORED}) mirrored)
      $sql$;
    END
    $$`,
  ],
};
