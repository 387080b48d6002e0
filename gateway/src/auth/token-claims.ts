import { decodeJwt } from 'jose';
import type { GoTrueUser } from '../platform-api/platform-client';

/**
 * Who a token names, read from its claims without checking them. Only for a token the
 * platform has just accepted on a call made with it: then the signature, the live session
 * and the role were checked there, and reading the claims spares a second round trip.
 */
export function claimedUser(token: string): GoTrueUser {
  const claims = decodeJwt(token);
  const metadata = claims.user_metadata as GoTrueUser['user_metadata'];
  return {
    id: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : undefined,
    user_metadata: metadata && typeof metadata === 'object' ? metadata : undefined,
  };
}
