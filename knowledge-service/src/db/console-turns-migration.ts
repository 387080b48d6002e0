import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * A console conversation turn lives on the console alone (docs/architecture.md, "One store
 * per fact"), and the service's copies of earlier console turns are handed over once, at
 * start, through the host's directory (chat-sessions/console-turn-handover.ts): the service
 * never reads the console's tables. This records which of its one-off hand-overs are done.
 */
export const consoleTurnsMigration: Migration = {
  version: 411,
  name: 'seam: console turns kept on the console alone',
  statements: [
    `CREATE TABLE kb_handovers (
      name text PRIMARY KEY,
      done_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
