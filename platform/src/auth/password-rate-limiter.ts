import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config';
import { GoTrueError } from './gotrue-error';

export interface BudgetOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * Makes one budget. Memory by default; instances that must agree (several platforms
 * behind one gateway) pass a factory for a shared store with the same options.
 */
export type BudgetFactory = (options: BudgetOptions) => RateLimiterAbstract;

export const memoryBudgets: BudgetFactory = (options) => new RateLimiterMemory(options);

export interface SignInAttempt {
  email: string;
  /** The client's address: the socket's, or the one the gateway vouches for. */
  address: string;
}

/**
 * Limits password attempts per client address (spraying many accounts) and per address
 * and account (guessing one account's password). No budget is per account alone, so
 * guesses from one address never lock the account's owner out on another. Every attempt
 * counts, so a correct password cannot be found by retrying until a success resets it.
 */
export class PasswordRateLimiter {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byAddressAndAccount: RateLimiterAbstract;

  constructor(config: RateLimitConfig, makeBudget: BudgetFactory = memoryBudgets) {
    this.byAddress = makeBudget({
      keyPrefix: 'pw-address',
      points: config.perIp,
      duration: config.windowSeconds,
    });
    this.byAddressAndAccount = makeBudget({
      keyPrefix: 'pw-address-account',
      points: config.perEmail,
      duration: config.windowSeconds,
    });
  }

  /** Throws a 429 GoTrueError when either budget is spent. */
  async consume({ email, address }: SignInAttempt): Promise<void> {
    try {
      await this.byAddress.consume(address);
      await this.byAddressAndAccount.consume(`${address} ${email.toLowerCase()}`);
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
