import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const FORMAT = 'v1';
const IV_BYTES = 12;

/** A sealed value this service cannot open: sealed under a key it no longer has, or altered. */
export class SealedSecretError extends Error {
  override name = 'SealedSecretError';
}

/** A 256-bit key and the id stored beside what it sealed, so the right key is found again. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/**
 * The AES key of a configured secret (KB_SECRET_KEY, or the one generated and stored): HKDF
 * over it, so any long random string serves. The id is an HMAC of a label under the key:
 * it names the key in a sealed value and an error without revealing it.
 */
export function secretKeyOf(secret: string): SecretKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'switchboard-kb', 'sealed secrets', 32));
  const id = createHmac('sha256', key).update('key id').digest('hex').slice(0, 12);
  return { id, key };
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Seals secrets the service must read back (a bot's endpoint API key) with AES-256-GCM
 * (node:crypto): a fresh 96-bit IV per value and the row it belongs to as associated data,
 * so a sealed value copied onto another bot's row does not open. Values are sealed under the
 * current key; the previous keys only open, so a rotated key's rows can be sealed again.
 */
export class SecretBox {
  constructor(
    readonly current: SecretKey,
    private readonly previous: SecretKey[] = [],
  ) {}

  /** `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [FORMAT, this.current.id, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
  }

  /** Throws SealedSecretError, naming the key ids, when no key held here opens it. */
  open(sealed: string, context: string): string {
    const [format, id, iv, tag, body, ...rest] = sealed.split('.');
    if (format !== FORMAT || !id || !iv || !tag || body === undefined || rest.length > 0)
      throw new SealedSecretError('The stored value is not a sealed secret');
    const key = [this.current, ...this.previous].find((k) => k.id === id);
    if (!key)
      throw new SealedSecretError(
        `It was sealed under key ${id}, which this service does not hold (its current key is ${this.current.id}): ` +
          'set the secret it was sealed under as KB_SECRET_KEY_PREVIOUS, or save the API key again',
      );
    try {
      const decipher = createDecipheriv(ALGORITHM, key.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SealedSecretError(
        `It does not open under key ${id}: altered, or moved from another row; save the API key again`,
      );
    }
  }

  /** Whether a sealed value is under the current key (rotation seals the others again). */
  isCurrent(sealed: string): boolean {
    return sealed.split('.')[1] === this.current.id;
  }
}
