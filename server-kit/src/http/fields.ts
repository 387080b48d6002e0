import { LONG_TEXT, QUESTION_MAX_LENGTH, SHORT_TEXT } from '@switchboard/domain';
import { z } from 'zod';

/**
 * zod building blocks for the platform's own routes (the knowledge service, uploads,
 * queries); the Bots API entities' rules live in `@switchboard/domain`. Optional fields
 * keep `undefined` (absent: leave unchanged) apart from `null` and '' (clear the value).
 */
export { LONG_TEXT };

export const optionalText = (max = SHORT_TEXT) => z.string().trim().max(max).nullish();

export const httpUrl = (field: string) =>
  z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` }).max(2048);

export const uuidField = (field: string) => z.uuid({ error: `${field} must be a UUID` });

/**
 * A whole number from `min` to `max` in the knowledge service's wording ("is at most"; the
 * Bots API's page parameters use `intParam`); `coerce` reads it from a query string's text.
 */
export const wholeNumber = (field: string, min: number, max: number, coerce = false) =>
  (coerce ? z.coerce : z)
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} is at most ${max}` });

/** What a user asks the knowledge service: trimmed, not blank, at most QUESTION_MAX_LENGTH characters. */
export const questionText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(QUESTION_MAX_LENGTH, { error: `${field} is at most ${QUESTION_MAX_LENGTH} characters` });
