import type { AnalyticsEndpoint } from '@switchboard/domain';
import { EMPTY_ANALYTICS } from './empty-analytics-data';

export const BOT = { id: 'bot-1', name: 'Support', botPath: 'http://x/kb/s', status: 'ACTIVE' };
export const OTHER_BOT = { id: 'bot-2', name: 'HR', botPath: 'http://x/kb/h', status: 'ACTIVE' };

/** The endpoint path of a gateway analytics call: `usage/traffic` for `/api/bot-services/b/analytics/usage/traffic`. */
export const endpointOf = (url: string) => url.split('/analytics/')[1] ?? '';

const answerOf = (data: unknown): [number, unknown] => [
  200,
  { service: 's', window_days: 30, from: '', to: '', generated_at: '', data },
];

/** The answer to the endpoint `call` asks for: `data`, or that endpoint's empty period. */
export const answerFor = (call: { url: string }, data?: unknown): [number, unknown] =>
  answerOf(data ?? EMPTY_ANALYTICS[endpointOf(call.url) as AnalyticsEndpoint]);
