import { z } from 'zod';
import { LONG_TEXT } from '../rules/fields';
import type { StoredMessage } from './chat-turn-schema';
import { CONVERSATION_STATUSES, MESSAGE_TYPES } from './conversation-options';

/** A JSON object of bounded serialized size (metadata, messageObject). */
const jsonObject = (label: string, maxBytes = 64 * 1024) =>
  z
    .record(z.string(), z.unknown(), { error: `${label} must be a JSON object` })
    .refine((value) => JSON.stringify(value).length <= maxBytes, {
      error: `${label} is too large`,
    });

export const DEFAULT_CONVERSATION_TITLE = 'New conversation';

const title = z
  .string({ error: 'title must be text' })
  .trim()
  .min(1, 'title must not be empty')
  .max(200, 'title must be at most 200 characters');

export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES, {
  error: `status must be one of ${CONVERSATION_STATUSES.join(', ')}`,
});

export const conversationCreateSchema = z.object({
  userId: z.uuid({ error: 'userId is required and must be a UUID' }),
  botId: z.uuid({ error: 'botId is required and must be a UUID' }),
  title: title.default(DEFAULT_CONVERSATION_TITLE),
  metadata: jsonObject('metadata').default({}),
  status: conversationStatusSchema.default('ACTIVE'),
});

export const conversationUpdateSchema = z.object({
  title: title.optional(),
  metadata: jsonObject('metadata').optional(),
  status: conversationStatusSchema.optional(),
});

const MAX_CONTENT = 5 * LONG_TEXT;

const content = z
  .string({ error: 'content is required' })
  .min(1, 'content is required')
  .max(MAX_CONTENT, `content must be at most ${MAX_CONTENT} characters`);
const messageType = z.enum(MESSAGE_TYPES, {
  error: `messageType must be one of ${MESSAGE_TYPES.join(', ')}`,
});
const orderIndex = z
  .number({ error: 'orderIndex must be a number' })
  .int('orderIndex must be a whole number')
  .min(0, 'orderIndex must not be negative')
  .max(1_000_000, 'orderIndex is too large');

/**
 * The full body, or only `content` (then it is the user's message and its messageObject is
 * `{ query: content }`). conversationId in the body, when sent, must match the path.
 */
export const messageCreateSchema = z.object({
  conversationId: z.string().optional(),
  messageType: messageType.default('USER'),
  content,
  messageObject: jsonObject('messageObject').optional(),
  orderIndex: orderIndex.optional(),
});

export const messageUpdateSchema = z.object({
  messageType: messageType.optional(),
  content: content.optional(),
  messageObject: jsonObject('messageObject').optional(),
  orderIndex: orderIndex.optional(),
});

export type ConversationInput = z.output<typeof conversationCreateSchema>;
export type MessageInput = z.output<typeof messageCreateSchema>;

/** A message as the Bots API returns it. */
export type Message = StoredMessage;

/** A conversation as the Bots API returns it; `messages` when the call includes them. */
export interface Conversation extends ConversationInput {
  id: string;
  createdAt: string;
  updatedAt: string;
  messages?: Message[];
}
