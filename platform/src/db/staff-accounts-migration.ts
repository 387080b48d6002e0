import type { Migration } from '@switchboard/server-kit/db/migration';
import { addColumns } from '@switchboard/server-kit/db/migration-sql';

/**
 * Staff accounts in GoTrue's shape: an invited account has no password until its link is
 * used (email_confirmed_at stays empty till then); banned_until disables one. One-time
 * invite and recovery links keep only their hash, like refresh tokens.
 */
export const staffAccountsMigration: Migration = {
  version: 470,
  name: 'staff accounts: invitations, recovery links, bans',
  statements: [
    `ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`,
    ...addColumns(
      'users',
      'email_confirmed_at timestamptz DEFAULT now()',
      'invited_at timestamptz',
      'banned_until timestamptz',
    ),
    `UPDATE users SET email_confirmed_at = created_at`,
    `CREATE TABLE one_time_tokens (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_type text NOT NULL CHECK (token_type IN ('invite', 'recovery')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, token_type)`,
  ],
};
