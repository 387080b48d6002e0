import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
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
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  username: text('username').notNull(),
  roleName: text('role_name').notNull(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  revoked: boolean('revoked').notNull().default(false),
  createdAt: createdAt(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  /** The child issued at rotation, sealed with this token; see the reuse interval. */
  sealedChild: text('sealed_child'),
});

export const businessTypes = pgTable('business_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  code: text('code').unique(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const bots = pgTable('bots', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  botPath: text('bot_path').notNull(),
  chatEndpoint: text('chat_endpoint').notNull().default('/chat/'),
  status: text('status').notNull().default('ACTIVE'),
  avatar: text('avatar'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  botId: uuid('bot_id')
    .notNull()
    .references(() => bots.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  metadata: jsonb('metadata')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status').notNull().default('ACTIVE'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Kept by triggers (see the conversation activity migration); never written by routes. */
  messageCount: integer('message_count').notNull().default(0),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }),
});

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageType: text('message_type').notNull(),
    content: text('content').notNull(),
    messageObject: jsonb('message_object')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    orderIndex: integer('order_index').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('messages_conversation_order_unique').on(table.conversationId, table.orderIndex),
  ],
);

export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  botId: uuid('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
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
  storedFiles,
};
