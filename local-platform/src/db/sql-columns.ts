/**
 * Column definitions the released migrations share, as the exact text they were released
 * with (the indent is part of it). Changing one would change released migrations: add a new
 * version instead.
 */

/** A row's own random UUID: the Drizzle schema's `uuidKey`. */
export const UUID_KEY = 'id uuid PRIMARY KEY DEFAULT gen_random_uuid()';

/** When a row was made and last changed: the Drizzle schema's `timestamps`. */
export const TIMESTAMPS = `created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()`;
