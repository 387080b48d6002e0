import {
  businessCreateSchema,
  DEFAULT_COUNTRY,
  type Business,
  type BusinessInput,
} from '@switchboard/domain';
import type { z } from 'zod';

type TextField = Exclude<keyof BusinessInput, 'isActive' | 'isVerified'>;

/** What the form's inputs hold: text fields as strings, blank for none. */
export type BusinessFormValues = Record<TextField, string> & {
  isActive: boolean;
  isVerified: boolean;
};

/**
 * The form checks the Bots API's own business rules, so mistakes show at the field first.
 * Its inputs are a narrower input than the API accepts (text is always a string).
 */
export const businessFormSchema = businessCreateSchema as unknown as z.ZodType<
  BusinessInput,
  BusinessFormValues
>;

const TEXT_FIELDS = Object.keys(businessCreateSchema.shape).filter(
  (field): field is TextField => field !== 'isActive' && field !== 'isVerified',
);

export function businessFormValues(business?: Business | null): BusinessFormValues {
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, business?.[field] ?? '']),
  ) as Record<TextField, string>;
  return {
    ...texts,
    country: business ? texts.country : DEFAULT_COUNTRY,
    isActive: business?.isActive ?? true,
    isVerified: business?.isVerified ?? false,
  };
}

/** Trimmed values by the shared rules; an emptied field is sent as null so an edit can clear it. */
export function toBusinessInput(values: BusinessFormValues): BusinessInput {
  return businessFormSchema.parse(values);
}
