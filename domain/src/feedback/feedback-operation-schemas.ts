import { z } from 'zod';
import { idempotencyKeySchema } from '../conversation/chat-turn-schema';
import { ratingRequestSchema } from './feedback-schemas';
import { staffAnswerInputSchema } from './staff-answer-schemas';

/**
 * The browser's one call to rate a console answer: the gateway records the rating on the
 * bot's own record of the answer and on the console's, both or neither, once per key.
 */
export const rateAnswerRequestSchema = ratingRequestSchema.extend({
  idempotencyKey: idempotencyKeySchema,
});
export type RateAnswerRequest = z.input<typeof rateAnswerRequestSchema>;

/**
 * The browser's one call for "Improve this answer": the gateway saves the staff answer
 * in the bot's service and marks the console's answer improved, both or neither, once per key.
 */
export const improveAnswerRequestSchema = staffAnswerInputSchema.extend({
  idempotencyKey: idempotencyKeySchema,
});
export type ImproveAnswerRequest = z.input<typeof improveAnswerRequestSchema>;

/** The key a platform write of one of these operations records with it. */
export const operationKeySchema = z.object({ idempotencyKey: idempotencyKeySchema.optional() });
