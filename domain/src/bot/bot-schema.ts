import { z } from 'zod';
import {
  httpUrl,
  LONG_TEXT,
  NAME_MAX_LENGTH,
  optionalHttpUrl,
  optionalText,
  requiredText,
  type Stored,
} from '../rules/fields';
import { BOT_STATUSES, hasDotSegment } from './bot-options';

export const DEFAULT_CHAT_ENDPOINT = '/chat/';

export const botStatusSchema = z.enum(BOT_STATUSES, {
  error: `status must be one of ${BOT_STATUSES.join(', ')}`,
});

const chatEndpoint = z
  .string({ error: 'Chat endpoint must be a path' })
  .trim()
  .regex(/^\/[\w\-./]*$/, 'Chat endpoint must be a path starting with "/", e.g. /chat/')
  .refine((path) => !hasDotSegment(path), 'Chat endpoint may not contain "." or ".." segments')
  .max(255, 'Chat endpoint must be at most 255 characters');

const botFields = {
  name: requiredText('Bot name', 'Bot name is required', NAME_MAX_LENGTH),
  description: optionalText('Description', LONG_TEXT),
  botPath: httpUrl('Bot path', 'https://bots.example.com/kb/sales'),
  chatEndpoint,
  status: botStatusSchema,
  avatar: optionalHttpUrl('Avatar'),
};

/** The bot rules the Bots API enforces and the console's form checks before sending. */
export const botCreateSchema = z.object({
  ...botFields,
  chatEndpoint: chatEndpoint.default(DEFAULT_CHAT_ENDPOINT),
  status: botStatusSchema.default('ACTIVE'),
});

/** A change: absent fields stay as stored, so nothing has a default here. */
export const botUpdateSchema = z.object(botFields).partial();

export type BotInput = Stored<z.output<typeof botCreateSchema>>;

/** A bot as the Bots API answers it (list, get, create, update). */
export const botSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    botPath: z.string(),
    chatEndpoint: z.string(),
    status: botStatusSchema,
    avatar: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The row's version: `If-Match` on a write carries it (see etagFor). */
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .strict();

export type Bot = z.infer<typeof botSchema>;

export const botListSchema = z.array(botSchema);
