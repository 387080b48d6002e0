import { DEFAULT_COUNTRY } from '@switchboard/domain';
import { z } from 'zod';
import type { Business, BusinessInput } from '../api/business';

/** Spec §9. */

// Limits and formats mirror the Bots API, so the form says what is wrong before the
// server refuses; messages name the field because several share a format.
const text = (label: string, max = 255) =>
  z
    .string()
    .refine((value) => value.trim().length <= max, `${label} must be at most ${max} characters`);
const emailAddress = (label: string) =>
  text(label, 320).refine(
    (value) => !value.trim() || z.email().safeParse(value.trim()).success,
    `${label} must be a valid e-mail address, like name@example.com`,
  );
const phoneNumber = (label: string) =>
  text(label, 40).refine(
    (value) => !value.trim() || /^\+?[\d\s().-]*\d[\d\s().-]*$/.test(value.trim()),
    `${label} must be a phone number: digits, spaces and + ( ) . -`,
  );
const webAddress = z
  .string()
  .refine(
    (value) => !value.trim() || z.url({ protocol: /^https?$/ }).safeParse(value.trim()).success,
    'Website must be a web address starting with http:// or https://',
  );

export const businessFormSchema = z.object({
  name: z
    .string()
    .refine((value) => value.trim().length > 0, 'Business name is required')
    .refine((value) => value.trim().length <= 500, 'Business name must be at most 500 characters'),
  businessTypeId: z.string(),
  industry: z.string(),
  collectionId: z.string(),
  registrationNumber: text('Registration number', 100),
  taxIdNumber: text('Tax ID number', 100),
  description: text('Description', 10_000),
  address: text('Address', 500),
  city: text('City'),
  postalCode: text('Postal code', 40),
  country: text('Country', 100),
  phone: phoneNumber('Phone'),
  email: emailAddress('E-mail'),
  website: webAddress,
  contactPerson: text('Contact person'),
  contactTitle: text('Contact title'),
  contactPhone: phoneNumber('Contact phone'),
  contactEmail: emailAddress('Contact e-mail'),
  ministry: text('Ministry'),
  department: text('Department'),
  agencyCode: text('Agency code', 100),
  isActive: z.boolean(),
  isVerified: z.boolean(),
});

export type BusinessFormValues = z.infer<typeof businessFormSchema>;

type TextField = Exclude<keyof BusinessFormValues, 'isActive' | 'isVerified'>;

export function businessFormValues(business?: Business | null): BusinessFormValues {
  const value = (field: TextField) => business?.[field] ?? '';
  return {
    name: value('name'),
    businessTypeId: value('businessTypeId'),
    industry: value('industry'),
    collectionId: value('collectionId'),
    registrationNumber: value('registrationNumber'),
    taxIdNumber: value('taxIdNumber'),
    description: value('description'),
    address: value('address'),
    city: value('city'),
    postalCode: value('postalCode'),
    country: business ? value('country') : DEFAULT_COUNTRY,
    phone: value('phone'),
    email: value('email'),
    website: value('website'),
    contactPerson: value('contactPerson'),
    contactTitle: value('contactTitle'),
    contactPhone: value('contactPhone'),
    contactEmail: value('contactEmail'),
    ministry: value('ministry'),
    department: value('department'),
    agencyCode: value('agencyCode'),
    isActive: business?.isActive ?? true,
    isVerified: business?.isVerified ?? false,
  };
}

/** Trimmed values; an emptied field is sent as null so an edit can clear it. */
export function toBusinessInput(values: BusinessFormValues): BusinessInput {
  const { isActive, isVerified, ...texts } = values;
  const trimmed = Object.fromEntries(
    Object.entries(texts).map(([field, value]) => [field, value.trim() || null]),
  ) as Omit<BusinessInput, 'name' | 'isActive' | 'isVerified'>;
  return { ...trimmed, name: values.name.trim(), isActive, isVerified };
}
