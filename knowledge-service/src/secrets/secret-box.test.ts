import { SealedSecretError, SecretBox, secretKeyOf } from './secret-box';

const A = secretKeyOf('first-secret-of-at-least-32-characters!!');
const B = secretKeyOf('second-secret-of-at-least-32-characters!');
const KEY = 'sk-live-0123456789abcdef';

it('seals with a fresh IV each time, hiding the key, and opens what it sealed', () => {
  const box = new SecretBox(A);
  const one = box.seal(KEY, 'kb_bot_models:shop');
  const two = box.seal(KEY, 'kb_bot_models:shop');
  expect(one).not.toBe(two);
  expect(one).not.toContain(KEY);
  expect(one).not.toContain(Buffer.from(KEY).toString('base64url'));
  expect(one.split('.')).toHaveLength(5);
  expect(one.startsWith(`v1.${A.id}.`)).toBe(true);
  expect(box.open(one, 'kb_bot_models:shop')).toBe(KEY);
  expect(box.isCurrent(one)).toBe(true);
});

it('refuses, with a SealedSecretError naming the keys, a value sealed under a key it lacks', () => {
  const sealed = new SecretBox(A).seal(KEY, 'kb_bot_models:shop');
  const other = new SecretBox(B);
  expect(() => other.open(sealed, 'kb_bot_models:shop')).toThrow(SealedSecretError);
  expect(() => other.open(sealed, 'kb_bot_models:shop')).toThrow(
    new RegExp(`sealed under key ${A.id}.*current key is ${B.id}.*KB_SECRET_KEY_PREVIOUS`),
  );
  // A previous key opens it; the value is not under the current key, so rotation seals it again.
  const rotated = new SecretBox(B, [A]);
  expect(rotated.open(sealed, 'kb_bot_models:shop')).toBe(KEY);
  expect(rotated.isCurrent(sealed)).toBe(false);
});

it('refuses a value moved to another row, or altered, or not sealed at all', () => {
  const box = new SecretBox(A);
  const sealed = box.seal(KEY, 'kb_bot_models:shop');
  expect(() => box.open(sealed, 'kb_bot_models:other')).toThrow(/does not open under key/);
  const parts = sealed.split('.');
  const body = Buffer.from(parts[4]!, 'base64url');
  body[0] = body[0]! ^ 1;
  parts[4] = body.toString('base64url');
  expect(() => box.open(parts.join('.'), 'kb_bot_models:shop')).toThrow(SealedSecretError);
  expect(() => box.open(KEY, 'kb_bot_models:shop')).toThrow(/not a sealed secret/);
});

it('derives a 256-bit key whose id does not reveal it, the same for the same secret', () => {
  expect(A.key).toHaveLength(32);
  expect(secretKeyOf('first-secret-of-at-least-32-characters!!')).toEqual(A);
  expect(A.id).not.toBe(B.id);
  expect(A.key.toString('hex')).not.toContain(A.id);
});
