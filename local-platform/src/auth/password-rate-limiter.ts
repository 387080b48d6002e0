import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config';
import { GoTrueError } from './gotrue-error';

/**
 * Limits password attempts per e-mail (guessing one account's password) and
 * per client address (spraying many accounts). Every attempt counts, so a
 * correct password cannot be found by retrying until a success resets it.
 */
export class PasswordRateLimiter {
  private readonly byEmail: RateLimiterMemory;
  private readonly byIp: RateLimiterMemory;

  constructor(config: RateLimitConfig) {
    this.byEmail = new RateLimiterMemory({
      keyPrefix: 'pw-email',
      points: config.perEmail,
      duration: config.windowSeconds,
    });
    this.byIp = new RateLimiterMemory({
      keyPrefix: 'pw-ip',
      points: config.perIp,
      duration: config.windowSeconds,
    });
  }

  /** Throws a 429 GoTrueError when either budget is spent. */
  async consume(email: string, ip: string): Promise<void> {
    try {
      await this.byIp.consume(ip);
      await this.byEmail.consume(email.toLowerCase());
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new GoTrueError(
        429,
        'over_request_rate_limit',
        `Too many sign-in attempts. Try again in ${retryAfter} seconds.`,
        retryAfter,
      );
    }
  }
}
