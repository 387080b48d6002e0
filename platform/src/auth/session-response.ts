import type { PlatformContext } from '../platform-context';
import { signAccessToken } from './jwt';
import { toGoTrueUser, type UserRow } from './user-json';

/** The session body GoTrue answers a sign-in, a refresh or a verified link with. */
export function sessionResponder(ctx: PlatformContext) {
  return async (user: UserRow, sessionId: string, refreshToken: string) => {
    const settings = {
      secret: ctx.config.jwtSecret,
      expirySeconds: ctx.config.jwtExpirySeconds,
      issuer: `${ctx.publicUrl()}/auth/v1`,
    };
    const { token, expiresAt } = await signAccessToken(settings, user, sessionId);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ctx.config.jwtExpirySeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toGoTrueUser(user),
    };
  };
}
