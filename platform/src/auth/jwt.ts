import { jwtVerify, SignJWT } from 'jose';
import { APP_METADATA, userMetadata, type UserRow } from './user-json';

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
  user_metadata: { username?: string; RoleName?: string };
}

const AUDIENCE = 'authenticated';

export interface JwtSettings {
  secret: string;
  expirySeconds: number;
  issuer: string;
}

const keyCache = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

export async function signAccessToken(settings: JwtSettings, user: UserRow, sessionId: string) {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + settings.expirySeconds;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    app_metadata: APP_METADATA,
    user_metadata: userMetadata(user),
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuer(settings.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyFor(settings.secret));
  return { token, expiresAt };
}

/** Verifies signature, algorithm, audience and expiry; throws on any failure. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  const { payload } = await jwtVerify(token, keyFor(secret), {
    algorithms: ['HS256'],
    audience: AUDIENCE,
  });
  if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
    throw new Error('token lacks sub or session_id');
  }
  return payload as unknown as AccessClaims;
}
