/**
 * A versioned, append-only schema change. Never edit a released one: add a new version.
 * Each is a list of single statements because PGlite's extended-protocol query runs one
 * statement at a time. The platform and the knowledge service keep a list each; their
 * versions never overlap, since both record what they ran in one `schema_migrations` table.
 */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}
