import { percent, table } from '../card-view';
import {
  bars,
  dailyResponseTimes,
  dailyTraffic,
  figures,
  hour,
  obj,
  type AnalyticsGroupDefinition,
} from './group-definition';

const REQUESTS = { key: 'requests', label: 'Requests', unit: 'requests' };

export const USAGE_GROUP: AnalyticsGroupDefinition = {
  name: 'usage',
  title: 'Usage Summary',
  description: 'Traffic, response times, errors and capacity.',
  path: '/analytics/usage',
  cards: [
    {
      endpoint: 'usage/traffic',
      title: 'Daily traffic',
      description: 'Chat requests, distinct users and failed requests per day.',
      view: dailyTraffic,
    },
    {
      endpoint: 'usage/session-duration',
      title: 'Session length',
      description: 'Time from first to last message of a session, and turns per session.',
      view: figures((d) => [
        { measure: 'Average duration', value: d.avg_duration_seconds, unit: 's' },
        { measure: 'Median duration', value: d.median_duration_seconds, unit: 's' },
        { measure: 'Average turns', value: d.avg_turns, unit: 'turns' },
        { measure: 'Sessions', value: d.sessions, unit: 'sessions' },
      ]),
    },
    {
      endpoint: 'usage/system-health',
      title: 'System health',
      description: 'Status from the recorded error rate and the knowledge index.',
      view: figures((d) => {
        const index = obj(d.index);
        return [
          { measure: 'Status', value: d.status },
          { measure: 'Error rate', value: percent(d.error_rate), unit: '%' },
          { measure: 'p95 response time', value: d.p95_latency_ms, unit: 'ms' },
          { measure: 'Documents', value: index.documents, unit: 'documents' },
          { measure: 'Failed documents', value: index.failed_documents, unit: 'documents' },
          { measure: 'Web pages', value: index.webpages, unit: 'pages' },
          { measure: 'Indexed chunks', value: index.chunks, unit: 'chunks' },
        ];
      }),
    },
    {
      endpoint: 'usage/peak-hours',
      title: 'Peak hours',
      description: 'Requests by hour of day over the whole period.',
      view: bars(hour, REQUESTS, (d) => d.hours),
    },
    {
      endpoint: 'usage/capacity',
      title: 'Capacity',
      description: 'Busiest minute and the average load of an active minute.',
      view: figures((d) => [
        {
          measure: 'Peak requests per minute',
          value: d.peak_requests_per_minute,
          unit: 'requests/min',
        },
        {
          measure: 'Average per active minute',
          value: d.avg_requests_per_active_minute,
          unit: 'requests/min',
        },
      ]),
    },
    {
      endpoint: 'usage/hourly-traffic',
      title: 'Last 24 hours',
      description: 'Requests per hour in the last 24 hours of the period.',
      view: bars(hour, REQUESTS, (d) => d.last_24_hours),
    },
    {
      endpoint: 'usage/response-times',
      title: 'Response times',
      description: 'Recorded time to answer a chat request, per day.',
      view: dailyResponseTimes,
    },
    {
      endpoint: 'usage/errors',
      title: 'Errors',
      description: 'Chat requests that failed, most recent first.',
      view: (data) =>
        table(
          [
            { key: 'timestamp', label: 'When' },
            { key: 'error', label: 'Error' },
            { key: 'session_id', label: 'Session' },
          ],
          obj(data).recent,
        ),
    },
  ],
};
