import type { Business, BusinessSortField } from '@switchboard/domain';

/** What the server answers for a page: the rows and how many match in all. */
export interface BusinessPage {
  items: Business[];
  total: number;
  limit: number;
  offset: number;
}

/** The filters, quick search and order the grid asks the server for. */
export interface BusinessQuery {
  sort: `${BusinessSortField}:${'asc' | 'desc'}`;
  q?: string;
  name?: string;
  industry?: string;
  businessTypeId?: string;
}

export interface BusinessPageArgs extends BusinessQuery {
  limit: number;
  offset: number;
}

/**
 * A Bots API that does not page (the plain contract) answers any list call with every
 * row; the console then keeps the whole list in the browser.
 */
export const isBusinessPage = (answer: BusinessPage | Business[]): answer is BusinessPage =>
  !Array.isArray(answer);
