import type { UpstreamError } from '../outbound/upstream-errors';

const FAILED = 'Failed to fetch analytics: Bot service';

/**
 * What a report row says about a bot whose figures are missing. Staff who are not bot
 * admins read it, so it is a fixed phrase: what the network or the bot's service said
 * (resolved addresses, host names, an error body, a reason phrase, all chosen by whoever
 * runs that address) stays in the gateway's log.
 */
export const reportProblem = {
  noAddress: 'The bot has no service address',
  answered: (status: number) => `${FAILED} answered ${status}`,
  failed: (error: UpstreamError) =>
    ({
      blocked: `${FAILED} address refused`,
      timeout: `${FAILED} timed out`,
      'too-large': `${FAILED} answered too much`,
      unreachable: `${FAILED} unreachable`,
      redirect: `${FAILED} unreachable`,
    })[error.kind],
};
