import { botCreateSchema, DEFAULT_CHAT_ENDPOINT } from '@switchboard/domain';
import type { z } from 'zod';
import type { BotInput } from '../api/bot';

export type BotFormValues = Record<keyof BotInput, string>;

/**
 * The fields the forms offer, under the Bots API's own rules, so mistakes show at the field.
 * Its inputs are a narrower input than the API accepts (text is always a string).
 */
export const botFormSchema = botCreateSchema.pick({
  name: true,
  description: true,
  botPath: true,
  chatEndpoint: true,
}) as unknown as z.ZodType<BotInput, BotFormValues>;

export const EMPTY_BOT_FORM: BotFormValues = {
  name: '',
  description: '',
  botPath: '',
  chatEndpoint: DEFAULT_CHAT_ENDPOINT,
};
