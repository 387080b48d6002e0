import { z } from 'zod';
import {
  LONG_TEXT,
  NAME_MAX_LENGTH,
  optionalText,
  requiredText,
  type Stored,
} from '../rules/fields';

export const BUSINESS_TYPE_NAME_REQUIRED = 'Name is required';

const businessTypeFields = {
  name: requiredText('Name', BUSINESS_TYPE_NAME_REQUIRED, NAME_MAX_LENGTH),
  code: optionalText('Code', 50),
  description: optionalText('Description', LONG_TEXT),
};

export const businessTypeCreateSchema = z.object(businessTypeFields);

export const businessTypeUpdateSchema = z.object({
  ...businessTypeFields,
  name: businessTypeFields.name.optional(),
});

export type BusinessTypeInput = Stored<z.output<typeof businessTypeCreateSchema>>;

/** A business type as the Bots API returns it. */
export interface BusinessType extends BusinessTypeInput {
  id: string;
  createdAt: string;
  /** The row's version: `If-Match` on a write carries it (see etagFor). */
  updatedAt: string;
}
