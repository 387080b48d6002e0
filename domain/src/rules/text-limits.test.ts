import { z } from 'zod';
import { businessCreateSchema } from '../business/business-schema';
import { businessTypeCreateSchema } from '../business/business-type-schema';
import { botCreateSchema } from '../bot/bot-schema';
import { NAME_MAX_LENGTH } from './fields';
import { maxLengthOf, textLimitsOf } from './text-limits';

describe('text limits', () => {
  it('reads the limit through optional, nullable, default and transform wrappers', () => {
    expect(
      maxLengthOf(
        z
          .string()
          .max(7)
          .nullish()
          .transform((v) => v)
          .default('x'),
      ),
    ).toBe(7);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number())).toBeUndefined();
  });

  it('gives every name the same limit, and every business text field one', () => {
    expect(textLimitsOf(businessCreateSchema).name).toBe(NAME_MAX_LENGTH);
    expect(textLimitsOf(businessTypeCreateSchema).name).toBe(NAME_MAX_LENGTH);
    expect(textLimitsOf(botCreateSchema).name).toBe(NAME_MAX_LENGTH);
    const business = textLimitsOf(businessCreateSchema);
    expect(Object.keys(business)).toEqual(
      expect.arrayContaining(['city', 'country', 'email', 'website', 'description', 'agencyCode']),
    );
    expect(
      businessCreateSchema.safeParse({ name: 'x'.repeat(NAME_MAX_LENGTH + 1) }).error?.issues[0]
        ?.message,
    ).toBe(`Business name must be at most ${NAME_MAX_LENGTH} characters`);
  });
});
