import { z } from 'zod';

export type SortDirection = 'asc' | 'desc';

/** A sort parameter `<field>:<asc|desc>` split in two. */
export interface Sorted<F extends string> {
  sortField: F;
  sortDirection: SortDirection;
}

/** A whole-number query parameter within [min, max], with messages that name it. */
export const intParam = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

/**
 * The parameters every paged list shares: limit (up to `maxLimit`, 25 by default),
 * offset, a search text `q`, and `sort` as `<field>:<asc|desc>` over `fields`.
 */
export function pageFields<F extends string>(
  fields: readonly F[],
  maxLimit: number,
  defaultSort: `${F}:${SortDirection}`,
) {
  const pattern = new RegExp(`^(${fields.join('|')}):(asc|desc)$`);
  return {
    limit: intParam('limit', 1, maxLimit).default(25),
    offset: intParam('offset', 0, 10_000_000).default(0),
    q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
    sort: z
      .string()
      .regex(pattern, {
        error: `sort must be <field>:<asc|desc> with field one of ${fields.join(', ')}`,
      })
      .default(defaultSort),
  };
}

/** Replaces a parsed `sort` by its field and direction. */
export function splitSort<F extends string, T extends { sort: string }>(
  parsed: T,
): Omit<T, 'sort'> & Sorted<F> {
  const { sort, ...rest } = parsed;
  const [sortField, sortDirection] = sort.split(':') as [F, SortDirection];
  return { ...rest, sortField, sortDirection };
}

/** Whether the query names any of `params` (which turn a plain list call into a page). */
export function asksForPage(query: unknown, params: readonly string[]): boolean {
  const record = (query ?? {}) as Record<string, unknown>;
  return params.some((name) => record[name] !== undefined);
}
