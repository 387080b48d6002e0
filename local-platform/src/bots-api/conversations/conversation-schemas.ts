import { z } from 'zod';
import { jsonObject, uuidField } from '../../http/fields';
import { CONVERSATION_STATUSES } from '@switchboard/domain';

const title = z
  .string({ error: 'title must be text' })
  .trim()
  .min(1, 'title must not be empty')
  .max(200, 'title must be at most 200 characters');
export const conversationStatus = z.enum(CONVERSATION_STATUSES, {
  error: `status must be one of ${CONVERSATION_STATUSES.join(', ')}`,
});

export const createConversationBody = z.object({
  userId: z.uuid({ error: 'userId is required and must be a UUID' }),
  botId: z.uuid({ error: 'botId is required and must be a UUID' }),
  title: title.default('New conversation'),
  metadata: jsonObject('metadata').default({}),
  status: conversationStatus.default('ACTIVE'),
});

export const updateConversationBody = z.object({
  title: title.optional(),
  metadata: jsonObject('metadata').optional(),
  status: conversationStatus.optional(),
});

export const userIdQuery = z.object({ userId: uuidField('userId').optional() });
