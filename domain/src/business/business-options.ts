/** The industry options, in the product's order: the form offers these, the API accepts only these. */
export const INDUSTRIES = [
  'Agriculture',
  'Banking & Finance',
  'Construction',
  'Education',
  'Energy & Utilities',
  'Government',
  'Healthcare',
  'Information Technology',
  'Manufacturing',
  'Media & Communications',
  'Mining',
  'Non-Profit',
  'Real Estate',
  'Retail & E-commerce',
  'Transportation & Logistics',
  'Tourism & Hospitality',
  'Other',
] as const;

export type Industry = (typeof INDUSTRIES)[number];

/** The country a new business starts with. */
export const DEFAULT_COUNTRY = 'Kenya';

/** A collection created for a business is of this type. */
export const DEFAULT_COLLECTION_TYPE = 'mixed';

/** Fields a page of businesses may be sorted by (`sort=<field>:<asc|desc>`). */
export const BUSINESS_SORT_FIELDS = ['name', 'industry', 'type', 'createdAt'] as const;
export type BusinessSortField = (typeof BUSINESS_SORT_FIELDS)[number];
/** The largest page: large enough that an export of every match takes few calls. */
export const MAX_BUSINESS_PAGE = 5000;
