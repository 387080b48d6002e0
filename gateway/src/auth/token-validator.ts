import { createHash } from 'node:crypto';
import type { GoTrueUser, PlatformClient } from '../platform-api/platform-client';

/**
 * Asks the platform who a token belongs to on every call, so a sign-out or a revoked
 * refresh family takes effect at once. Calls that arrive together while one answer is
 * pending share it (a page firing ten calls costs one round trip), but no answer outlives
 * its request. Keyed by a hash so the map holds no usable token.
 */
export function tokenValidator(platform: PlatformClient) {
  const pending = new Map<string, Promise<GoTrueUser | null>>();
  return function validate(token: string): Promise<GoTrueUser | null> {
    const key = createHash('sha256').update(token).digest('hex');
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const answer = platform
      .user(token)
      .then((response) => (response.status === 200 && response.body?.id ? response.body : null))
      .finally(() => pending.delete(key));
    pending.set(key, answer);
    return answer;
  };
}

export type TokenValidator = ReturnType<typeof tokenValidator>;
