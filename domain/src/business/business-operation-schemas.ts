import { z } from 'zod';
import { idempotencyKeySchema } from '../conversation/chat-turn-schema';
import { businessCreateSchema } from './business-schema';

/**
 * The browser's one call to add a business: the gateway gives a business that names no
 * collection the knowledge collection of its name (made, or the one already so named) and
 * stores the business, both or neither, once per key.
 */
export const createBusinessRequestSchema = businessCreateSchema.extend({
  idempotencyKey: idempotencyKeySchema,
});
export type CreateBusinessRequest = z.input<typeof createBusinessRequestSchema>;

/**
 * The browser's one call to delete a business: the gateway deletes it and the empty
 * collection the console made for it (same name, nothing in it, no other business naming
 * it), both or neither, once per key.
 */
export const deleteBusinessRequestSchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type DeleteBusinessRequest = z.input<typeof deleteBusinessRequestSchema>;
