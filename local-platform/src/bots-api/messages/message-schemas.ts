import { MESSAGE_TYPES } from '@switchboard/domain';
import { z } from 'zod';
import { jsonObject, LONG_TEXT } from '../../http/fields';

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
 * The full body, or only `content` (then it is the user's message and its
 * messageObject is `{ query: content }`). conversationId in the body, when
 * sent, must match the path.
 */
export const createMessageBody = z.object({
  conversationId: z.string().optional(),
  messageType: messageType.default('USER'),
  content,
  messageObject: jsonObject('messageObject').optional(),
  orderIndex: orderIndex.optional(),
});

export const updateMessageBody = z.object({
  messageType: messageType.optional(),
  content: content.optional(),
  messageObject: jsonObject('messageObject').optional(),
  orderIndex: orderIndex.optional(),
});
