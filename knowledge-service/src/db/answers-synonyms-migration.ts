import type { Migration } from '@switchboard/server-kit/db/migration';
import { UUID_KEY } from '@switchboard/server-kit/db/migration-sql';

/** A bot's own synonyms: a phrase its users say and the words its knowledge uses for it. */
export const answersSynonymsMigration: Migration = {
  version: 351,
  name: 'answers: per-service domain synonyms',
  statements: [
    `CREATE TABLE kb_synonyms (
      ${UUID_KEY},
      service text NOT NULL,
      phrase text NOT NULL,
      synonyms text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX kb_synonyms_phrase_idx ON kb_synonyms (service, lower(phrase))`,
  ],
};
