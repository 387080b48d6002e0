import { hashPassword, passwordCostFrom, unknownEmailHash, verifyPassword } from './passwords';

/** The cost a bcrypt hash names: `$2b$10$…` costs 2^10 rounds. */
const cost = (hash: string) => Number(hash.split('$')[2]);

it('checks an unknown e-mail against a hash that costs as many rounds as a real one', async () => {
  // Production's setting: this suite's process has no AUTH_PASSWORD_COST (test platforms do).
  expect(process.env.AUTH_PASSWORD_COST).toBeUndefined();
  const real = await hashPassword('switchboard');
  expect(real).toMatch(/^\$2b\$10\$/);
  expect(cost(await unknownEmailHash())).toBe(cost(real));
  expect(await verifyPassword('switchboard', real)).toBe(true);
  expect(await verifyPassword('switchboard', undefined)).toBe(false);
  expect(await verifyPassword('wrong', real)).toBe(false);
});

it('accepts the hashes stored before the switch to native bcrypt', async () => {
  // Made by bcryptjs, which hashed the platform's passwords until then.
  const stored = '$2b$10$A6yyRlKn77V86OXa0NVdfO0nuHff1JR4xvuwrjoK3bjUjG5t7qraS';
  expect(await verifyPassword('switchboard', stored)).toBe(true);
  expect(await verifyPassword('switchboard', stored.replace('$2b$', '$2a$'))).toBe(true);
  expect(await verifyPassword('Switchboard', stored)).toBe(false);
});

it('takes a lower cost for tests from AUTH_PASSWORD_COST, never a higher one than production', () => {
  expect(passwordCostFrom(undefined)).toBe(10);
  expect(passwordCostFrom(' ')).toBe(10);
  expect(passwordCostFrom('4')).toBe(4);
  for (const bad of ['3', '11', '12', '4.5', 'low'])
    expect(() => passwordCostFrom(bad)).toThrow(
      /AUTH_PASSWORD_COST must be a whole number from 4 to 10/,
    );
});

it('checks an unknown e-mail at the lower cost too, so the two failures still take as long', async () => {
  process.env.AUTH_PASSWORD_COST = '4';
  try {
    let passwords!: typeof import('./passwords');
    jest.isolateModules(() => {
      passwords = jest.requireActual<typeof import('./passwords')>('./passwords');
    });
    const real = await passwords.hashPassword('switchboard');
    expect(cost(real)).toBe(4);
    expect(cost(await passwords.unknownEmailHash())).toBe(4);
    expect(await passwords.verifyPassword('switchboard', undefined)).toBe(false);
    expect(await passwords.verifyPassword('switchboard', real)).toBe(true);
  } finally {
    delete process.env.AUTH_PASSWORD_COST;
  }
});
