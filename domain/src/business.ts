/** Spec §3 industry options, in the spec's order: the form offers these, the API accepts only these. */
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

/** Spec §9. */
export const DEFAULT_COUNTRY = 'Kenya';

/** Spec §9: a collection created for a business is of this type. */
export const DEFAULT_COLLECTION_TYPE = 'mixed';
