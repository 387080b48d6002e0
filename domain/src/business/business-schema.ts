import { z } from 'zod';
import {
  flag,
  LONG_TEXT,
  NAME_MAX_LENGTH,
  optionalEmail,
  optionalHttpUrl,
  optionalPhone,
  optionalText,
  optionalUuid,
  requiredText,
  type Stored,
} from '../rules/fields';
import { DEFAULT_COUNTRY, INDUSTRIES } from './business-options';

export const BUSINESS_NAME_REQUIRED = 'Business name is required';

const industry = z
  .union([z.literal(''), z.enum(INDUSTRIES)], {
    error: `Industry must be one of: ${INDUSTRIES.join(', ')}`,
  })
  .nullish()
  .transform((value) => (value === '' ? null : value));

/** The business rules the Bots API enforces and the console's form checks before sending. */
const businessFields = {
  name: requiredText('Business name', BUSINESS_NAME_REQUIRED, NAME_MAX_LENGTH),
  businessTypeId: optionalUuid('Business type'),
  industry,
  collectionId: optionalText('Collection'),
  registrationNumber: optionalText('Registration number', 100),
  taxIdNumber: optionalText('Tax ID number', 100),
  description: optionalText('Description', LONG_TEXT),
  address: optionalText('Address', 500),
  city: optionalText('City'),
  postalCode: optionalText('Postal code', 40),
  country: optionalText('Country', 100),
  phone: optionalPhone('Phone'),
  email: optionalEmail('E-mail'),
  website: optionalHttpUrl('Website'),
  contactPerson: optionalText('Contact person'),
  contactTitle: optionalText('Contact title'),
  contactPhone: optionalPhone('Contact phone'),
  contactEmail: optionalEmail('Contact e-mail'),
  ministry: optionalText('Ministry'),
  department: optionalText('Department'),
  agencyCode: optionalText('Agency code', 100),
  isActive: flag('isActive'),
  isVerified: flag('isVerified'),
};

/** A new business: a blank country becomes the default one. */
export const businessCreateSchema = z.object({
  ...businessFields,
  country: businessFields.country.transform((value) => value || DEFAULT_COUNTRY),
  isActive: businessFields.isActive.default(true),
  isVerified: businessFields.isVerified.default(false),
});

/** A change: absent fields stay as stored, so nothing has a default here. */
export const businessUpdateSchema = z.object({
  ...businessFields,
  name: businessFields.name.optional(),
  country: businessFields.country.transform((value) =>
    value === undefined ? undefined : value || DEFAULT_COUNTRY,
  ),
  isActive: businessFields.isActive.optional(),
  isVerified: businessFields.isVerified.optional(),
});

/** What create and update send; null clears a field. */
export type BusinessInput = Stored<z.output<typeof businessCreateSchema>>;

/** A business as the Bots API returns it. */
export interface Business extends BusinessInput {
  id: string;
  createdAt: string;
  /** The row's version: `If-Match` on a write carries it (see etagFor). */
  updatedAt: string;
}
