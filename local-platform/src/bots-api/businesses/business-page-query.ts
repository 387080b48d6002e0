import { BUSINESS_SORT_FIELDS, INDUSTRIES, MAX_BUSINESS_PAGE } from '@switchboard/domain';
import { z } from 'zod';
import { uuidField } from '../../http/fields';
import { parseOrThrow } from '../../http/validate';

/** Query parameters that turn the plain list into a page; without any of them the plain answer stands. */
const PAGE_PARAMS = ['limit', 'offset', 'q', 'sort', 'name', 'industry', 'businessTypeId'] as const;

const intParam = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

const SORT_PATTERN = new RegExp(`^(${BUSINESS_SORT_FIELDS.join('|')}):(asc|desc)$`);

const pageQuery = z.object({
  limit: intParam('limit', 1, MAX_BUSINESS_PAGE).default(25),
  offset: intParam('offset', 0, 10_000_000).default(0),
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  sort: z
    .string()
    .regex(SORT_PATTERN, {
      error: `sort must be <field>:<asc|desc> with field one of ${BUSINESS_SORT_FIELDS.join(', ')}`,
    })
    .default('createdAt:desc'),
  name: z.string().trim().max(200, 'name must be at most 200 characters').optional(),
  industry: z
    .enum(INDUSTRIES, { error: `industry must be one of ${INDUSTRIES.join(', ')}` })
    .optional(),
  businessTypeId: uuidField('businessTypeId').optional(),
});

export type BusinessPageQuery = Omit<z.infer<typeof pageQuery>, 'sort'> & {
  sortField: (typeof BUSINESS_SORT_FIELDS)[number];
  sortDirection: 'asc' | 'desc';
};

export function wantsBusinessPage(query: unknown): boolean {
  const record = (query ?? {}) as Record<string, unknown>;
  return PAGE_PARAMS.some((name) => record[name] !== undefined);
}

export function parseBusinessPageQuery(query: unknown): BusinessPageQuery {
  const { sort, ...rest } = parseOrThrow(pageQuery, query);
  const [sortField, sortDirection] = sort.split(':') as [
    BusinessPageQuery['sortField'],
    BusinessPageQuery['sortDirection'],
  ];
  return { ...rest, sortField, sortDirection };
}
