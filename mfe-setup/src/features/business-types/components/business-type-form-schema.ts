import { z } from 'zod';
import type { BusinessType, BusinessTypeInput } from '../api/business-type';

// Limits mirror the Bots API, so the form says what is wrong before the server refuses.
export const businessTypeFormSchema = z.object({
  name: z
    .string()
    .refine((value) => value.trim().length > 0, 'Name is required')
    .refine((value) => value.trim().length <= 120, 'Name must be at most 120 characters'),
  code: z
    .string()
    .refine((value) => value.trim().length <= 50, 'Code must be at most 50 characters'),
  description: z
    .string()
    .refine((value) => value.trim().length <= 10_000, 'Description is too long'),
});

export type BusinessTypeFormValues = z.infer<typeof businessTypeFormSchema>;

export function businessTypeFormValues(type?: BusinessType | null): BusinessTypeFormValues {
  return { name: type?.name ?? '', code: type?.code ?? '', description: type?.description ?? '' };
}

export function toBusinessTypeInput(values: BusinessTypeFormValues): BusinessTypeInput {
  return {
    name: values.name.trim(),
    code: values.code.trim() || null,
    description: values.description.trim() || null,
  };
}
