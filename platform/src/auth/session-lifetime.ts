import { sql, type SQL } from 'drizzle-orm';
import { authSessions } from '../db/schema';

type Env = Record<string, string | undefined>;

/** How long a sign-in lasts: GoTrue's session timebox and inactivity timeout, in seconds (0: no limit). */
export interface SessionLifetime {
  /** From sign-in, whatever the use (GOTRUE_SESSIONS_TIMEBOX). */
  timeboxSeconds: number;
  /** Since the session last refreshed its tokens (GOTRUE_SESSIONS_INACTIVITY_TIMEOUT). */
  inactivitySeconds: number;
}

/** A week from sign-in at most, and a day without a refresh (the console refreshes hourly while open). */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = {
  timeboxSeconds: 7 * 24 * 3600,
  inactivitySeconds: 24 * 3600,
};

const DURATION = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;

/**
 * A duration as GoTrue reads these settings (Go's `24h`, `30m`, `1h30m`, `90s`), or `0`
 * for no limit; whole seconds, hours, minutes and seconds only.
 */
export function durationSeconds(value: string, name: string): number {
  const text = value.trim();
  if (text === '0') return 0;
  const match = DURATION.exec(text);
  if (!text || !match)
    throw new Error(
      `${name} must be a duration such as 24h, 30m or 1h30m (0 for none), got "${value}"`,
    );
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
}

export function sessionLifetimeFromEnv(env: Env): SessionLifetime {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? fallback : durationSeconds(value, name);
  };
  return {
    timeboxSeconds: read('GOTRUE_SESSIONS_TIMEBOX', DEFAULT_SESSION_LIFETIME.timeboxSeconds),
    inactivitySeconds: read(
      'GOTRUE_SESSIONS_INACTIVITY_TIMEOUT',
      DEFAULT_SESSION_LIFETIME.inactivitySeconds,
    ),
  };
}

/** A session still within its lifetime, by the database's clock (instances need not agree on the time). */
export function sessionIsLive(lifetime: SessionLifetime): SQL {
  const limits: SQL[] = [sql`true`];
  if (lifetime.timeboxSeconds > 0)
    limits.push(
      sql`${authSessions.createdAt} > now() - make_interval(secs => ${lifetime.timeboxSeconds})`,
    );
  if (lifetime.inactivitySeconds > 0)
    limits.push(
      sql`${authSessions.updatedAt} > now() - make_interval(secs => ${lifetime.inactivitySeconds})`,
    );
  return sql.join(limits, sql` AND `);
}
