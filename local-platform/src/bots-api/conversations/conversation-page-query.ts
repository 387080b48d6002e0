import {
  CONVERSATION_SORT_FIELDS,
  CONVERSATION_STATUSES,
  MAX_CONVERSATION_PAGE,
  MAX_CONVERSATION_PAGE_WITH_MESSAGES,
} from '@switchboard/domain';
import { z } from 'zod';
import { badRequest } from '../../http/api-error';
import { uuidField } from '../../http/fields';
import { parseOrThrow } from '../../http/validate';

/** Query parameters that turn a plain list call into a page; without any of them the spec's answer stands. */
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
    .optional();

const intParam = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

const SORT_PATTERN = new RegExp(`^(${CONVERSATION_SORT_FIELDS.join('|')}):(asc|desc)$`);

const pageQuery = z.object({
  limit: intParam('limit', 1, MAX_CONVERSATION_PAGE).default(25),
  offset: intParam('offset', 0, 10_000_000).default(0),
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  status: z
    .enum([...CONVERSATION_STATUSES, 'ALL'], {
      error: `status must be one of ${[...CONVERSATION_STATUSES, 'ALL'].join(', ')}`,
    })
    .optional(),
  sort: z
    .string()
    .regex(SORT_PATTERN, {
      error: `sort must be <field>:<asc|desc> with field one of ${CONVERSATION_SORT_FIELDS.join(', ')}`,
    })
    .default('lastActivityAt:desc'),
  userId: uuidField('userId').optional(),
  botId: uuidField('botId').optional(),
  updatedFrom: dateParam('updatedFrom'),
  updatedTo: dateParam('updatedTo'),
  createdFrom: dateParam('createdFrom'),
  createdTo: dateParam('createdTo'),
  include: z.enum(['messages'], { error: 'include must be messages' }).optional(),
});

export type PageQuery = Omit<z.infer<typeof pageQuery>, 'sort'> & {
  sortField: (typeof CONVERSATION_SORT_FIELDS)[number];
  sortDirection: 'asc' | 'desc';
};

export function wantsPage(query: unknown): boolean {
  const record = (query ?? {}) as Record<string, unknown>;
  return PAGE_PARAMS.some((name) => record[name] !== undefined);
}

export function parsePageQuery(query: unknown): PageQuery {
  const { sort, ...rest } = parseOrThrow(pageQuery, query);
  if (rest.include === 'messages' && rest.limit > MAX_CONVERSATION_PAGE_WITH_MESSAGES) {
    throw badRequest(
      `limit must be at most ${MAX_CONVERSATION_PAGE_WITH_MESSAGES} when messages are included`,
    );
  }
  const [sortField, sortDirection] = sort.split(':') as [
    PageQuery['sortField'],
    PageQuery['sortDirection'],
  ];
  return { ...rest, sortField, sortDirection };
}
