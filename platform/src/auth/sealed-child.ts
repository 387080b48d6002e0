import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// A different derivation from the stored hash, so the hash never opens the seal.
const keyFrom = (parent: string) =>
  createHash('sha256').update(`refresh-token-reuse\0${parent}`).digest();

/** Seals a child refresh token with its parent token (AES-256-GCM). */
export function sealChild(child: string, parent: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(parent), iv);
  const sealed = Buffer.concat([cipher.update(child, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The child, or undefined when the seal was not made with this parent. */
export function openChild(sealed: string, parent: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(parent), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
