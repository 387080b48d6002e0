import {
  businessTypeCreateSchema,
  type BusinessType,
  type BusinessTypeInput,
} from '@switchboard/domain';
import type { z } from 'zod';

export type BusinessTypeFormValues = Record<keyof BusinessTypeInput, string>;

/**
 * The form checks the Bots API's own business-type rules before sending. Its inputs are a
 * narrower input than the API accepts (text is always a string).
 */
export const businessTypeFormSchema = businessTypeCreateSchema as unknown as z.ZodType<
  BusinessTypeInput,
  BusinessTypeFormValues
>;

export function businessTypeFormValues(type?: BusinessType | null): BusinessTypeFormValues {
  return { name: type?.name ?? '', code: type?.code ?? '', description: type?.description ?? '' };
}

export function toBusinessTypeInput(values: BusinessTypeFormValues): BusinessTypeInput {
  return businessTypeFormSchema.parse(values);
}
