import { z } from 'zod';

/**
 * Building blocks for every entity's rules, so the Bots API, the console's forms and the
 * row types read one definition. Optional fields keep `undefined` (absent: leave the
 * stored value) apart from blank and `null` (clear it).
 */
export const SHORT_TEXT = 255;
export const LONG_TEXT = 10_000;
/** Every entity's name (bot, business, business type): one limit, so no form stops sooner than another. */
export const NAME_MAX_LENGTH = 120;
/** A question a user asks a bot or the knowledge service. */
export const QUESTION_MAX_LENGTH = 4000;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Trimmed and not blank; `requiredMessage` is the product's own wording for the field. */
export function requiredText(label: string, requiredMessage: string, max = SHORT_TEXT) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLong(label, max));
}

/** Blank and null become null; absent stays absent. */
function blankToNull<T extends z.ZodType<string, string>>(schema: T) {
  return schema.nullish().transform((value) => (value === '' ? null : value));
}

function boundedText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max));
}

export function optionalText(label: string, max = SHORT_TEXT) {
  return blankToNull(boundedText(label, max));
}

/** A text that must pass `isValid` unless it is blank. */
function optionalFormatted(
  label: string,
  max: number,
  isValid: (value: string) => boolean,
  message: string,
) {
  return blankToNull(
    boundedText(label, max).refine((value) => value === '' || isValid(value), message),
  );
}

export const optionalEmail = (label: string) =>
  optionalFormatted(
    label,
    320,
    (value) => z.email().safeParse(value).success,
    `${label} must be a valid e-mail address, like name@example.com`,
  );

/** An optional `+`, then digits with the separators people type; at least one digit. */
// The digit is required by a lookahead: two stars around `\d` backtracked quadratically on a long number.
const PHONE_PATTERN = /^\+?(?=[\s().-]*\d)[\d\s().-]*$/;

export const optionalPhone = (label: string) =>
  optionalFormatted(
    label,
    40,
    (value) => PHONE_PATTERN.test(value),
    `${label} must be a phone number: digits, spaces and + ( ) . -`,
  );

export function isHttpUrl(value: string): boolean {
  return z.url({ protocol: /^https?$/ }).safeParse(value).success;
}

export const httpUrl = (label: string, example: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2048, tooLong(label, 2048))
    .refine(isHttpUrl, `${label} must be a valid http(s) URL, e.g. ${example}`);

export const optionalHttpUrl = (label: string) =>
  optionalFormatted(
    label,
    2048,
    isHttpUrl,
    `${label} must be a web address starting with http:// or https://`,
  );

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const optionalUuid = (label: string) =>
  optionalFormatted(label, 36, (value) => UUID_PATTERN.test(value), `${label} must be a UUID`);

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A stored row: every field present, blanks stored as null. */
export type Stored<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
