import { z } from 'zod';
import { badRequest, notFound } from './api-error';

/** Parses with a zod schema; the first issue's message becomes the 400 `error`. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'Invalid request';
  const field = issue?.path.at(-1);
  // Our own messages ("Business name is required") name their field; zod's generic ones do not.
  const namesField =
    typeof field !== 'string' || message.toLowerCase().includes(field.toLowerCase());
  throw badRequest(namesField ? message : `${issue!.path.join('.')}: ${message}`);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A malformed id cannot name any row, so it answers like an unknown one. */
export function idOrNotFound(value: unknown, notFoundMessage: string): string {
  if (!isUuid(value)) throw notFound(notFoundMessage);
  return value.toLowerCase();
}

/** Drops absent fields so an update touches only what the client sent. */
export function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}
