import { answerOutcomeMigration } from './answer-outcome-migration';
import { answerTraceMigration } from './answer-trace-migration';
import { consoleRatingsMigration } from './console-ratings-migration';
import { feedbackKeysMigration } from './feedback-keys-migration';
import { conversationTurnsMigration } from './conversation-turns-migration';
import { faultsIdempotencyMigration } from './faults-idempotency-migration';
import { loopFeedbackMigration } from './loop-feedback-migration';
import { businessPageIndexesMigration } from './business-page-indexes-migration';
import { businessSearchMigration } from './business-search-migration';
import { conversationActivityMigration } from './conversation-activity-migration';
import { sharedLimitsMigration } from './shared-limits-migration';
import { platformSecretsMigration } from './platform-secrets-migration';
import { refreshReuseMigration } from './refresh-reuse-migration';
import { rowVersionMigration } from './row-version-migration';
import { staffAccountsMigration } from './staff-accounts-migration';
import { auditLogMigration } from './audit-log-migration';
import { seedRunsMigration } from './seed-runs-migration';
import { turnAuthorshipMigration } from './turn-authorship-migration';
import type { Migration } from '@switchboard/server-kit/db/migration';
import { TIMESTAMPS, UUID_KEY } from '@switchboard/server-kit/db/migration-sql';

/** The platform's schema: auth, the Bots API's tables, shared rate limits. */
export const platformMigrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    statements: [
      `CREATE TABLE users (
        ${UUID_KEY},
        email text NOT NULL UNIQUE CHECK (email = lower(email) AND position('@' in email) > 1),
        password_hash text NOT NULL,
        username text NOT NULL CHECK (length(username) > 0),
        role_name text NOT NULL CHECK (role_name IN ('applicant', 'superuser', 'admin', 'hiringmanager', 'employee')),
        last_sign_in_at timestamptz,
        ${TIMESTAMPS}
      )`,
      `CREATE TABLE auth_sessions (
        ${UUID_KEY},
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        ${TIMESTAMPS}
      )`,
      `CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id)`,
      `CREATE TABLE refresh_tokens (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        revoked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`,
      `CREATE TABLE business_types (
        ${UUID_KEY},
        name text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0),
        code text UNIQUE,
        description text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE businesses (
        ${UUID_KEY},
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        business_type_id uuid REFERENCES business_types (id) ON DELETE RESTRICT,
        industry text,
        collection_id text,
        registration_number text,
        tax_id_number text,
        description text,
        address text,
        city text,
        postal_code text,
        country text NOT NULL DEFAULT 'Kenya',
        phone text,
        email text,
        website text,
        contact_person text,
        contact_title text,
        contact_phone text,
        contact_email text,
        ministry text,
        department text,
        agency_code text,
        is_active boolean NOT NULL DEFAULT true,
        is_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX businesses_type_idx ON businesses (business_type_id)`,
      `CREATE INDEX businesses_created_idx ON businesses (created_at DESC, id)`,
      `CREATE TABLE bots (
        ${UUID_KEY},
        name text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0),
        description text,
        bot_path text NOT NULL,
        chat_endpoint text NOT NULL DEFAULT '/chat/',
        status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'MAINTENANCE')),
        avatar text,
        ${TIMESTAMPS}
      )`,
      `CREATE TABLE conversations (
        ${UUID_KEY},
        bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ARCHIVED')),
        ${TIMESTAMPS}
      )`,
      `CREATE INDEX conversations_bot_idx ON conversations (bot_id)`,
      `CREATE INDEX conversations_user_idx ON conversations (user_id, status)`,
      `CREATE TABLE messages (
        ${UUID_KEY},
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        message_type text NOT NULL CHECK (message_type IN ('USER', 'ASSISTANT')),
        content text NOT NULL,
        message_object jsonb NOT NULL DEFAULT '{}'::jsonb,
        order_index integer NOT NULL CHECK (order_index >= 0),
        ${TIMESTAMPS},
        CONSTRAINT messages_conversation_order_unique UNIQUE (conversation_id, order_index)
      )`,
      `CREATE TABLE stored_files (
        ${UUID_KEY},
        kind text NOT NULL CHECK (kind IN ('avatar', 'upload')),
        bot_id uuid REFERENCES bots (id) ON DELETE CASCADE,
        file_name text NOT NULL,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes >= 0),
        bytes bytea NOT NULL,
        uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX stored_files_bot_idx ON stored_files (bot_id)`,
    ],
  },
  conversationActivityMigration,
  platformSecretsMigration,
  rowVersionMigration,
  refreshReuseMigration,
  sharedLimitsMigration,
  businessPageIndexesMigration,
  businessSearchMigration,
  conversationTurnsMigration,
  loopFeedbackMigration,
  faultsIdempotencyMigration,
  answerOutcomeMigration,
  feedbackKeysMigration,
  consoleRatingsMigration,
  answerTraceMigration,
  seedRunsMigration,
  turnAuthorshipMigration,
  staffAccountsMigration,
  auditLogMigration,
];
