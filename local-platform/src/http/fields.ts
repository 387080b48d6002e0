import { z } from 'zod';

/**
 * Shared zod building blocks so every route bounds sizes the same way.
 * Optional fields keep `undefined` (absent: leave unchanged) apart from `null`
 * and '' (clear the value).
 */
export const SHORT_TEXT = 255;
export const LONG_TEXT = 10_000;

export const optionalText = (max = SHORT_TEXT) => z.string().trim().max(max).nullish();

export const optionalEmail = (field: string) =>
  z
    .union([z.literal(''), z.email({ error: `${field} must be a valid e-mail address` }).max(320)])
    .nullish()
    .transform((value) => (value === '' ? null : value));

export const httpUrl = (field: string) =>
  z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` }).max(2048);

export const optionalHttpUrl = (field: string) =>
  z
    .union([z.literal(''), httpUrl(field)])
    .nullish()
    .transform((value) => (value === '' ? null : value));

export const uuidField = (field: string) => z.uuid({ error: `${field} must be a UUID` });

/** A JSON object of bounded serialized size (metadata, messageObject). */
export const jsonObject = (field: string, maxBytes = 64 * 1024) =>
  z
    .record(z.string(), z.unknown(), { error: `${field} must be a JSON object` })
    .refine((value) => JSON.stringify(value).length <= maxBytes, {
      error: `${field} is too large`,
    });
