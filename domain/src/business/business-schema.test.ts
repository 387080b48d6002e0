import { businessCreateSchema, businessUpdateSchema } from './business-schema';
import { businessTypeCreateSchema } from './business-type-schema';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

describe('the business rules', () => {
  it('uses the product wording for a missing name, blank or absent', () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 42 }]) {
      expect(firstMessage(businessCreateSchema.safeParse(body))).toBe('Business name is required');
    }
    expect(firstMessage(businessTypeCreateSchema.safeParse({ name: ' ' }))).toBe(
      'Name is required',
    );
  });

  it('trims, turns blanks into null, and defaults country and flags on create', () => {
    const business = businessCreateSchema.parse({ name: '  Acme ', city: '  ', phone: '' });
    expect(business).toMatchObject({
      name: 'Acme',
      city: null,
      phone: null,
      country: 'Kenya',
      isActive: true,
      isVerified: false,
    });
  });

  it('leaves absent fields absent on update, so an edit touches only what was sent', () => {
    expect(businessUpdateSchema.parse({ city: 'Nairobi' })).toEqual({ city: 'Nairobi' });
    expect(businessUpdateSchema.parse({ country: '' })).toEqual({ country: 'Kenya' });
  });

  it('has one phone pattern for the form and the API', () => {
    const phone = (value: string) => businessCreateSchema.safeParse({ name: 'x', phone: value });
    expect(phone('+254 (20) 555-0100').success).toBe(true);
    expect(firstMessage(phone('call me'))).toBe(
      'Phone must be a phone number: digits, spaces and + ( ) . -',
    );
    expect(phone('()-').success).toBe(false);
    expect(phone('12+34').success).toBe(false);
  });

  it('refuses an industry outside the list and web addresses that are not http(s)', () => {
    expect(businessCreateSchema.safeParse({ name: 'x', industry: 'Piracy' }).success).toBe(false);
    expect(
      firstMessage(businessCreateSchema.safeParse({ name: 'x', website: 'javascript:alert(1)' })),
    ).toBe('Website must be a web address starting with http:// or https://');
  });
});
