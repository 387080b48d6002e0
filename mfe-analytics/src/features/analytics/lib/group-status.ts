import type { AnalyticsEndpoint, AnalyticsEndpointData } from '@switchboard/domain';
import { checkAnalyticsData } from './analytics-contract';

/** One endpoint's outcome within a group fetch. */
export type CallResult =
  { state: 'loading' } | { state: 'ok'; data: unknown } | { state: 'failed'; message: string };

export interface FailedCall {
  endpoint: string;
  message: string;
}

export type GroupStatus =
  | { state: 'loading' }
  | { state: 'ok' }
  | { state: 'partial'; failed: FailedCall[] }
  | { state: 'failed'; failed: FailedCall[]; message: string };

/** "All {group} requests failed: {list}", the console's wording for a group with nothing to show. */
export const allFailedMessage = (group: string, failed: readonly FailedCall[]) =>
  `All ${group} requests failed: ${failed.map((call) => call.endpoint.replace(`${group}/`, '')).join(', ')}`;

/**
 * A group succeeds in part when some calls fail and fails only when all of them do;
 * it is loading while any call is out (no result yet), so the banner never lists a
 * call still running.
 */
export function groupStatus(
  group: string,
  endpoints: readonly string[],
  results: Record<string, CallResult>,
): GroupStatus {
  const settled = endpoints.map((endpoint) => [endpoint, results[endpoint]] as const);
  if (settled.some(([, result]) => !result || result.state === 'loading'))
    return { state: 'loading' };
  const failed = settled.flatMap(([endpoint, result]) =>
    result?.state === 'failed' ? [{ endpoint, message: result.message }] : [],
  );
  if (failed.length === 0) return { state: 'ok' };
  if (failed.length === endpoints.length)
    return { state: 'failed', failed, message: allFailedMessage(group, failed) };
  return { state: 'partial', failed };
}

/**
 * An RTK Query answer as a call result: the figures, checked against the endpoint's
 * contract, or the error text the base API chose.
 */
export function toCallResult(
  endpoint: string,
  answer: { data?: { data: unknown }; error?: unknown },
): CallResult {
  if (answer.error)
    return {
      state: 'failed',
      message: (answer.error as { message?: string }).message ?? 'Failed to fetch analytics',
    };
  const data = answer.data?.data;
  const check = checkAnalyticsData(endpoint, data);
  return check.ok ? { state: 'ok', data } : { state: 'failed', message: check.message };
}

/** An endpoint's figures once its call succeeded, typed by its contract (toCallResult checked them). */
export function resultData<E extends AnalyticsEndpoint>(
  results: Record<string, CallResult>,
  endpoint: E,
): AnalyticsEndpointData<E> | undefined {
  const result = results[endpoint];
  return result?.state === 'ok' ? (result.data as AnalyticsEndpointData<E>) : undefined;
}
