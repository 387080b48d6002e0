import bcrypt from 'bcryptjs';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

it('checks an unknown e-mail against a hash that costs as many rounds as a real one', async () => {
  const real = await hashPassword('switchboard');
  expect(bcrypt.getRounds(DUMMY_HASH)).toBe(bcrypt.getRounds(real));
  expect(await verifyPassword('switchboard', real)).toBe(true);
  expect(await verifyPassword('switchboard', undefined)).toBe(false);
  expect(await verifyPassword('wrong', real)).toBe(false);
});
