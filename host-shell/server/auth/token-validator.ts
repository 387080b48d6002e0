import { createHash } from 'node:crypto';
import type { GoTrueUser, PlatformClient } from '../platform/platform-client';

const MAX_ENTRIES = 1000;

/**
 * Asks the platform who a token belongs to, remembering good answers briefly so a page
 * that fires ten calls costs one round trip. Refusals are never cached, and entries are
 * keyed by a hash so the cache holds no usable token.
 */
export function tokenValidator(platform: PlatformClient, ttlMs = 30_000) {
  const cache = new Map<string, { user: GoTrueUser; until: number }>();
  return async function validate(token: string): Promise<GoTrueUser | null> {
    const key = createHash('sha256').update(token).digest('hex');
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.user;
    cache.delete(key);
    const answer = await platform.user(token);
    if (answer.status !== 200 || !answer.body?.id) return null;
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { user: answer.body, until: Date.now() + ttlMs });
    return answer.body;
  };
}

export type TokenValidator = ReturnType<typeof tokenValidator>;
