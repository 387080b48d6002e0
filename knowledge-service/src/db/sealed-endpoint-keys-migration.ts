import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * A bot's endpoint API key sealed at rest (AES-256-GCM, secrets/secret-box.ts). SQL cannot
 * seal (the key is not in the database when KB_SECRET_KEY is set), so the plain column is
 * renamed, making any reader of the old column fail loudly, and the service's start seals
 * each plain key into api_key_sealed and clears it (embeddings/seal-endpoint-keys.ts) before
 * it serves. kb_secrets keeps the sealing key generated when KB_SECRET_KEY is unset.
 */
export const sealedEndpointKeysMigration: Migration = {
  version: 452,
  name: 'embeddings: endpoint API keys sealed at rest',
  statements: [
    `ALTER TABLE kb_bot_models RENAME COLUMN api_key TO api_key_plain`,
    `ALTER TABLE kb_bot_models ADD COLUMN api_key_sealed text`,
    `CREATE TABLE kb_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
