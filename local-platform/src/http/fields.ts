import { LONG_TEXT, SHORT_TEXT } from '@switchboard/domain';
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
