import { z } from 'zod';
import { httpUrl, LONG_TEXT, optionalHttpUrl } from '../../http/fields';
import { BOT_STATUSES, hasDotSegment } from '@switchboard/domain';

const name = z
  .string({ error: 'Bot name is required' })
  .trim()
  .min(1, 'Bot name is required')
  .max(120, 'Bot name must be at most 120 characters');
const status = z.enum(BOT_STATUSES, { error: `status must be one of ${BOT_STATUSES.join(', ')}` });
const chatEndpoint = z
  .string({ error: 'chatEndpoint must be a path' })
  .trim()
  .regex(/^\/[\w\-./]*$/, 'chatEndpoint must be a path starting with "/"')
  .refine((path) => !hasDotSegment(path), 'chatEndpoint may not contain "." or ".." segments')
  .max(255);

export const createBotBody = z.object({
  name,
  description: z.string().trim().max(LONG_TEXT).nullish(),
  botPath: httpUrl('botPath'),
  chatEndpoint: chatEndpoint.default('/chat/'),
  status: status.default('ACTIVE'),
  avatar: optionalHttpUrl('avatar'),
});

export const updateBotBody = createBotBody.partial().extend({
  // partial() keeps defaults, which would silently reset fields on every update.
  chatEndpoint: chatEndpoint.optional(),
  status: status.optional(),
});

export const statusBody = z.object({ status });
