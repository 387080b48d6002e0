import {
  CONVERSATION_SORT_FIELDS,
  CONVERSATION_STATUSES,
  MAX_CONVERSATION_PAGE,
  MAX_CONVERSATION_PAGE_WITH_MESSAGES,
} from '@switchboard/domain';
import { z } from 'zod';
import { badRequest } from '@switchboard/server-kit/http/api-error';
import { DATE_BOUNDS_TEXT, withinDateBounds } from '@switchboard/server-kit/http/date-bounds';
import { uuidField } from '@switchboard/server-kit/http/fields';
import { asksForPage, pageFields, splitSort, type Sorted } from '../../http/page-query';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';

/** Query parameters that turn a plain list call into a page; without any of them the plain answer of the product rules stands. */
export const PAGE_PARAMS = [
  'limit',
  'offset',
  'q',
  'sort',
  'botId',
  'updatedFrom',
  'updatedTo',
  'createdFrom',
  'createdTo',
  'include',
] as const;

const dateParam = (field: string) =>
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      error: `${field} must be a date (ISO 8601)`,
    })
    .transform((value) => new Date(value))
    .refine(withinDateBounds, { error: `${field} must be ${DATE_BOUNDS_TEXT}` })
    .optional();

const pageQuery = z.object({
  ...pageFields(CONVERSATION_SORT_FIELDS, MAX_CONVERSATION_PAGE, 'lastActivityAt:desc'),
  status: z
    .enum([...CONVERSATION_STATUSES, 'ALL'], {
      error: `status must be one of ${[...CONVERSATION_STATUSES, 'ALL'].join(', ')}`,
    })
    .optional(),
  userId: uuidField('userId').optional(),
  botId: uuidField('botId').optional(),
  updatedFrom: dateParam('updatedFrom'),
  updatedTo: dateParam('updatedTo'),
  createdFrom: dateParam('createdFrom'),
  createdTo: dateParam('createdTo'),
  include: z.enum(['messages'], { error: 'include must be messages' }).optional(),
});

export type PageQuery = Omit<z.infer<typeof pageQuery>, 'sort'> &
  Sorted<(typeof CONVERSATION_SORT_FIELDS)[number]>;

export function wantsPage(query: unknown): boolean {
  return asksForPage(query, PAGE_PARAMS);
}

export function parsePageQuery(query: unknown): PageQuery {
  const parsed = parseOrThrow(pageQuery, query);
  if (parsed.include === 'messages' && parsed.limit > MAX_CONVERSATION_PAGE_WITH_MESSAGES) {
    throw badRequest(
      `limit must be at most ${MAX_CONVERSATION_PAGE_WITH_MESSAGES} when messages are included`,
    );
  }
  return splitSort(parsed);
}
