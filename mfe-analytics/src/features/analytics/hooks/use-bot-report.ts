import { useAppDispatch } from '@switchboard/shared-auth';
import { useEffect, useState } from 'react';
import { analyticsApi } from '../api/analytics-api';
import type { ReportBot } from '../api/report-bots';
import { toCallResult, type CallResult } from '../lib/group-status';
import { periodKey, type Period } from '../lib/period';

type Settled = { view: string; results: Record<string, CallResult> };
const NONE: Record<string, CallResult> = {};

/**
 * The executive figures of every bot for the period, fetched in parallel; a new
 * period cancels the calls still out. `round` > 0 asks past the cache (Refresh).
 */
export function useBotReport(
  bots: readonly ReportBot[] | undefined,
  period: Period,
  round: number,
): Record<string, CallResult> {
  const dispatch = useAppDispatch();
  const [settled, setSettled] = useState<Settled>({ view: '', results: {} });
  const ids = (bots ?? []).map((bot) => bot.id).join('|');
  const view = `${ids}|${periodKey(period)}|${round}`;
  useEffect(() => {
    if (!ids) return;
    const cancelled = new Set<string>();
    const requests = ids.split('|').map((botId) => {
      const request = dispatch(
        analyticsApi.endpoints.analyticsEndpoint.initiate(
          { botId, endpoint: 'business/dashboard/executive', period },
          { forceRefetch: round > 0, subscribe: false },
        ),
      );
      void request.then((answer) => {
        if (request.requestId && cancelled.has(request.requestId)) return;
        setSettled((previous) => ({
          view,
          results: {
            ...(previous.view === view ? previous.results : {}),
            [botId]: toCallResult(answer),
          },
        }));
      });
      return request;
    });
    return () => {
      for (const request of requests) {
        cancelled.add(request.requestId);
        request.abort();
      }
    };
  }, [dispatch, ids, period, round, view]);
  return settled.view === view ? settled.results : NONE;
}
