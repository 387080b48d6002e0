import { exchangeJson, type JsonExchange } from './exchange-json';
import type { UpstreamCall, UpstreamLimits } from './send-upstream';
import { UpstreamError, failureStatus } from './upstream-errors';
import { proxiedStatus, upstreamReason } from './upstream-reason';

/**
 * What a service said to one step of an operation across services: an answer, or a failure
 * with the status the browser gets, the service's own status (null when it gave no answer)
 * and whether it may have written (then the operation undoes or retries the step).
 */
export type Outcome =
  | { ok: true; exchange: JsonExchange }
  | { ok: false; status: number; upstream: number | null; reason: string; unknown: boolean };

/** Sends one step and says what came of it; only a bug in the call itself throws. */
export async function exchangeOutcome(
  call: UpstreamCall,
  limits: UpstreamLimits,
): Promise<Outcome> {
  try {
    const exchange = await exchangeJson(call, limits);
    if (exchange.status >= 200 && exchange.status < 300) return { ok: true, exchange };
    return {
      ok: false,
      status: proxiedStatus(exchange.status),
      upstream: exchange.status,
      reason: upstreamReason(exchange.json) ?? exchange.statusText,
      unknown: exchange.status >= 500,
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // A timeout or a cut connection may have written: the caller undoes or retries.
    return {
      ok: false,
      status: failureStatus(error),
      upstream: null,
      reason: error.message,
      unknown: true,
    };
  }
}
