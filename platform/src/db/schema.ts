import type { AnswerOutcome, BotStatus } from '@switchboard/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  type AnyPgColumn,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** The typed mirror of migrations.ts; the SQL there is the source of truth. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const uuidKey = () => uuid('id').primaryKey().defaultRandom();
/** A required link to the row this one belongs to, and goes with when that row is deleted. */
const belongsTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
/** When a row was made and last changed: the pair most tables carry. */
const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuidKey(),
  email: text('email').notNull().unique(),
  /** Null until an invited account sets its password. */
  passwordHash: text('password_hash'),
  username: text('username').notNull(),
  roleName: text('role_name').notNull(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  /** Null while an invitation waits: an account made any other way is confirmed. */
  emailConfirmedAt: timestamp('email_confirmed_at', {
    withTimezone: true,
    mode: 'date',
  }).defaultNow(),
  invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }),
  bannedUntil: timestamp('banned_until', { withTimezone: true, mode: 'date' }),
});

/** An invitation or password-reset link: its hash, expiry and the moment it was used. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: belongsTo('user_id', () => users.id),
  tokenType: text('token_type').$type<'invite' | 'recovery'>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Written only through recordAudit (server-kit); the table refuses updates and deletes. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  actorId: uuid('actor_id'),
  actorEmail: text('actor_email'),
  action: text('action').notNull(),
  entityKind: text('entity_kind').notNull(),
  entityId: text('entity_id'),
  entityName: text('entity_name'),
  changes: jsonb('changes')
    .$type<Record<string, { before: unknown; after: unknown }>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

export const authSessions = pgTable('auth_sessions', {
  id: uuidKey(),
  userId: belongsTo('user_id', () => users.id),
  ...timestamps,
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  sessionId: belongsTo('session_id', () => authSessions.id),
  revoked: boolean('revoked').notNull().default(false),
  createdAt: createdAt(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  /** The child issued at rotation, sealed with this token; see the reuse interval. */
  sealedChild: text('sealed_child'),
});

export const businessTypes = pgTable('business_types', {
  id: uuidKey(),
  name: text('name').notNull().unique(),
  code: text('code').unique(),
  description: text('description'),
  ...timestamps,
});

export const businesses = pgTable('businesses', {
  id: uuidKey(),
  name: text('name').notNull(),
  businessTypeId: uuid('business_type_id').references(() => businessTypes.id, {
    onDelete: 'restrict',
  }),
  industry: text('industry'),
  collectionId: text('collection_id'),
  registrationNumber: text('registration_number'),
  taxIdNumber: text('tax_id_number'),
  description: text('description'),
  address: text('address'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country').notNull().default('Kenya'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  contactPerson: text('contact_person'),
  contactTitle: text('contact_title'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  ministry: text('ministry'),
  department: text('department'),
  agencyCode: text('agency_code'),
  isActive: boolean('is_active').notNull().default(true),
  isVerified: boolean('is_verified').notNull().default(false),
  ...timestamps,
});

export const bots = pgTable('bots', {
  id: uuidKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  botPath: text('bot_path').notNull(),
  chatEndpoint: text('chat_endpoint').notNull().default('/chat/'),
  status: text('status').$type<BotStatus>().notNull().default('ACTIVE'),
  avatar: text('avatar'),
  ...timestamps,
});

export const conversations = pgTable('conversations', {
  id: uuidKey(),
  botId: belongsTo('bot_id', () => bots.id),
  userId: belongsTo('user_id', () => users.id),
  title: text('title').notNull(),
  metadata: jsonb('metadata')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status').notNull().default('ACTIVE'),
  ...timestamps,
  /** Kept by triggers (see the conversation activity migration); never written by routes. */
  messageCount: integer('message_count').notNull().default(0),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }),
});

export const messages = pgTable(
  'messages',
  {
    id: uuidKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    messageType: text('message_type').notNull(),
    content: text('content').notNull(),
    messageObject: jsonb('message_object')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    orderIndex: integer('order_index').notNull(),
    /** An answer's outcome as its service reported it (migration 400); null for a question. */
    outcome: text('outcome').$type<AnswerOutcome>(),
    /** The account whose request stored it (migration 451); null for the bot's answers. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The bot's answer, as only a turn the gateway stores can be; never one written by hand. */
    fromBot: boolean('from_bot').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('messages_conversation_order_unique').on(table.conversationId, table.orderIndex),
  ],
);

/** One stored chat turn: its two messages under the key the browser made for it. */
export const conversationTurns = pgTable(
  'conversation_turns',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    idempotencyKey: text('idempotency_key').notNull(),
    userMessageId: belongsTo('user_message_id', () => messages.id),
    assistantMessageId: belongsTo('assistant_message_id', () => messages.id),
    /** Who asked what under the key (turn-fingerprint.ts); null for turns stored before 451. */
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.idempotencyKey] })],
);

export const storedFiles = pgTable('stored_files', {
  id: uuidKey(),
  kind: text('kind').notNull(),
  botId: uuid('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Staff follow-up on one answer: its rating and the staff answer that improved it. */
export const messageFeedback = pgTable('message_feedback', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  rating: text('rating').$type<'up' | 'down'>(),
  ratingComment: text('rating_comment'),
  ratedBy: uuid('rated_by').references(() => users.id, { onDelete: 'set null' }),
  ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
  improvedAt: timestamp('improved_at', { withTimezone: true, mode: 'date' }),
  staffAnswerId: text('staff_answer_id'),
  /** The gateway operations' keys (migration 402). */
  ratingKey: text('rating_key'),
  improveKey: text('improve_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schema = {
  users,
  authSessions,
  refreshTokens,
  businessTypes,
  businesses,
  bots,
  conversations,
  messages,
  conversationTurns,
  storedFiles,
  messageFeedback,
  oneTimeTokens,
  auditLog,
};
