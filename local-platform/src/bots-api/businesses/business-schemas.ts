import { z } from 'zod';
import {
  LONG_TEXT,
  optionalEmail,
  optionalHttpUrl,
  optionalText,
  uuidField,
} from '../../http/fields';
import { DEFAULT_COUNTRY, INDUSTRIES } from '@switchboard/domain';

const name = z
  .string({ error: 'Business name is required' })
  .trim()
  .min(1, 'Business name is required')
  .max(500, 'Business name must be at most 500 characters');
const phone = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(40, `${field} is too long`)
    .regex(/^[+()\d\s.-]*$/, `${field} must be a phone number`)
    .nullish();
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

const fields = {
  businessTypeId: uuidField('businessTypeId').nullish(),
  industry: z
    .union([z.literal(''), z.enum(INDUSTRIES)], {
      error: `industry must be one of: ${INDUSTRIES.join(', ')}`,
    })
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  collectionId: optionalText(),
  registrationNumber: optionalText(100),
  taxIdNumber: optionalText(100),
  description: optionalText(LONG_TEXT),
  address: optionalText(500),
  city: optionalText(),
  postalCode: optionalText(40),
  phone: phone('phone'),
  email: optionalEmail('email'),
  website: optionalHttpUrl('website'),
  contactPerson: optionalText(),
  contactTitle: optionalText(),
  contactPhone: phone('contactPhone'),
  contactEmail: optionalEmail('contactEmail'),
  ministry: optionalText(),
  department: optionalText(),
  agencyCode: optionalText(100),
};

export const createBusinessBody = z.object({
  name,
  ...fields,
  country: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || DEFAULT_COUNTRY),
  isActive: flag('isActive').default(true),
  isVerified: flag('isVerified').default(false),
});

export const updateBusinessBody = z.object({
  name: name.optional(),
  ...fields,
  country: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || DEFAULT_COUNTRY)),
  isActive: flag('isActive').optional(),
  isVerified: flag('isVerified').optional(),
});
