import { STAFF_ANSWER_IMPORT_BODY_BYTES, STAFF_ANSWER_IMPORT_TOO_LARGE } from '@switchboard/domain';
import type { PlainBodyLimit } from './pass-through';

/**
 * The bot-service routes whose JSON body may be larger than the gateway's 1 MiB: the
 * staff-answer CSV import, held to the one limit the console names.
 */
export function plainBodyLimit(servicePath: string): PlainBodyLimit | undefined {
  if (!servicePath.endsWith('/staff-answers/import')) return undefined;
  return { maxBytes: STAFF_ANSWER_IMPORT_BODY_BYTES, tooLarge: STAFF_ANSWER_IMPORT_TOO_LARGE };
}
