import type { StaleWriteField } from '@switchboard/shared-ui';
import type { BusinessTypeOption } from './business-form-fields';

/** The business fields by their form labels, for showing what someone else changed. */
export function businessFields(businessTypes: BusinessTypeOption[]): StaleWriteField[] {
  const typeName = (id: unknown) =>
    businessTypes.find((type) => type.id === id)?.name ?? String(id);
  return [
    { name: 'name', label: 'Business name' },
    { name: 'businessTypeId', label: 'Business type', format: typeName },
    { name: 'industry', label: 'Industry' },
    { name: 'description', label: 'Description' },
    { name: 'isActive', label: 'Active' },
    { name: 'isVerified', label: 'Verified' },
    { name: 'collectionId', label: 'Knowledge collection' },
    { name: 'registrationNumber', label: 'Registration number' },
    { name: 'taxIdNumber', label: 'Tax ID number' },
    { name: 'address', label: 'Address' },
    { name: 'city', label: 'City' },
    { name: 'postalCode', label: 'Postal code' },
    { name: 'country', label: 'Country' },
    { name: 'phone', label: 'Phone' },
    { name: 'email', label: 'E-mail' },
    { name: 'website', label: 'Website' },
    { name: 'contactPerson', label: 'Contact person' },
    { name: 'contactTitle', label: 'Contact title' },
    { name: 'contactPhone', label: 'Contact phone' },
    { name: 'contactEmail', label: 'Contact e-mail' },
    { name: 'ministry', label: 'Ministry' },
    { name: 'department', label: 'Department' },
    { name: 'agencyCode', label: 'Agency code' },
  ];
}
