import type { Business, BusinessType } from '@switchboard/domain';

export function aBusinessType(overrides: Partial<BusinessType> = {}): BusinessType {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Retailer',
    code: 'RET',
    description: 'Shops and stores',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function aBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Acme Stores',
    businessTypeId: '11111111-1111-4111-8111-111111111111',
    industry: 'Retail & E-commerce',
    collectionId: 'c-1',
    registrationNumber: null,
    taxIdNumber: null,
    description: null,
    address: null,
    city: 'Nairobi',
    postalCode: null,
    country: 'Kenya',
    phone: null,
    email: null,
    website: null,
    contactPerson: null,
    contactTitle: null,
    contactPhone: null,
    contactEmail: null,
    ministry: null,
    department: null,
    agencyCode: null,
    isActive: true,
    isVerified: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
