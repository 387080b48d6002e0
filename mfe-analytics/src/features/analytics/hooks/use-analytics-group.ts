import { useAppDispatch } from '@switchboard/shared-data';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { analyticsApi } from '../api/analytics-api';
import { groupStatus, toCallResult, type CallResult, type GroupStatus } from '../lib/group-status';
import { periodKey, type Period } from '../lib/period';

export interface AnalyticsGroup {
  /** Per endpoint; an endpoint without a result is still loading. */
  results: Record<string, CallResult>;
  status: GroupStatus;
  /** Calls again only the endpoints that failed. */
  retryFailed(): void;
  /** Calls every endpoint again, past the cache. */
  refresh(): void;
}

type Running = { abort(): void };
type Settled = { view: string; results: Record<string, CallResult> };

/**
 * One group fetch: every endpoint of the group in parallel for the bot and period.
 * A new bot or period aborts the calls still out, and results are kept with the view
 * they belong to, so a late answer for the old view never shows; each call has its
 * own timeout, so the page always settles.
 */
export function useAnalyticsGroup(
  group: string,
  endpoints: readonly string[],
  botId: string | undefined,
  period: Period,
): AnalyticsGroup {
  const dispatch = useAppDispatch();
  const endpointList = endpoints.join('|');
  const view = `${botId ?? ''}|${periodKey(period)}|${endpointList}`;
  const [settled, setSettled] = useState<Settled>({ view: '', results: {} });
  const running = useRef(new Set<Running>());
  const results = useMemo(() => (settled.view === view ? settled.results : {}), [settled, view]);

  const start = useCallback(
    (names: readonly string[], force: boolean, forView: string, bot: string, within: Period) => {
      for (const endpoint of names) {
        const request = dispatch(
          analyticsApi.endpoints.analyticsEndpoint.initiate(
            { botId: bot, endpoint, period: within },
            { forceRefetch: force, subscribe: false },
          ),
        );
        running.current.add(request);
        void request.then((answer) => {
          if (!running.current.delete(request)) return;
          setSettled((previous) => ({
            view: forView,
            results: {
              ...(previous.view === forView ? previous.results : {}),
              [endpoint]: toCallResult(endpoint, answer),
            },
          }));
        });
      }
    },
    [dispatch],
  );

  useEffect(() => {
    if (!botId) return;
    start(endpointList.split('|'), false, view, botId, period);
    const calls = running.current;
    return () => {
      for (const request of calls) request.abort();
      calls.clear();
    };
  }, [start, view, botId, period, endpointList]);

  const again = (names: readonly string[]) => {
    if (!botId || names.length === 0) return;
    setSettled((previous) => ({
      view,
      results: Object.fromEntries(
        Object.entries(previous.view === view ? previous.results : {}).filter(
          ([name]) => !names.includes(name),
        ),
      ),
    }));
    start(names, true, view, botId, period);
  };

  const status = useMemo(
    () => groupStatus(group, endpoints, results),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the joined list is the identity
    [group, endpointList, results],
  );
  useEffect(() => {
    if (status.state === 'partial')
      console.warn(
        `Some ${group} analytics requests failed: ${status.failed
          .map((call) => `${call.endpoint} (${call.message})`)
          .join('; ')}`,
      );
  }, [group, status]);

  return {
    results,
    status,
    retryFailed: () =>
      again(
        Object.entries(results).flatMap(([name, result]) =>
          result.state === 'failed' ? [name] : [],
        ),
      ),
    refresh: () => again(endpoints),
  };
}
