import { z } from 'zod';
import { LONG_TEXT } from '../../http/fields';

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name must be at most 120 characters');
const code = z
  .string({ error: 'code must be text' })
  .trim()
  .max(50, 'code must be at most 50 characters')
  .nullish()
  .transform((value) => (value === '' ? null : value));
const description = z.string({ error: 'description must be text' }).trim().max(LONG_TEXT).nullish();

export const createBusinessTypeBody = z.object({ name, code, description });
export const updateBusinessTypeBody = z.object({ name: name.optional(), code, description });
