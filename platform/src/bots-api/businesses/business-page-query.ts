import { BUSINESS_SORT_FIELDS, INDUSTRIES, MAX_BUSINESS_PAGE } from '@switchboard/domain';
import { z } from 'zod';
import { uuidField } from '@switchboard/server-kit/http/fields';
import { asksForPage, pageFields, splitSort, type Sorted } from '../../http/page-query';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';

/** Query parameters that turn the plain list into a page; without any of them the plain answer stands. */
const PAGE_PARAMS = ['limit', 'offset', 'q', 'sort', 'name', 'industry', 'businessTypeId'] as const;

const pageQuery = z.object({
  ...pageFields(BUSINESS_SORT_FIELDS, MAX_BUSINESS_PAGE, 'createdAt:desc'),
  name: z.string().trim().max(200, 'name must be at most 200 characters').optional(),
  industry: z
    .enum(INDUSTRIES, { error: `industry must be one of ${INDUSTRIES.join(', ')}` })
    .optional(),
  businessTypeId: uuidField('businessTypeId').optional(),
});

export type BusinessPageQuery = Omit<z.infer<typeof pageQuery>, 'sort'> &
  Sorted<(typeof BUSINESS_SORT_FIELDS)[number]>;

export function wantsBusinessPage(query: unknown): boolean {
  return asksForPage(query, PAGE_PARAMS);
}

export function parseBusinessPageQuery(query: unknown): BusinessPageQuery {
  return splitSort(parseOrThrow(pageQuery, query));
}
