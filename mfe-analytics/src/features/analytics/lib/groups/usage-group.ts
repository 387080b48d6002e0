import { table } from '../card-view';
import {
  bars,
  dailyResponseTimes,
  dailyTraffic,
  figures,
  hour,
  rate,
  card,
  type AnalyticsGroupDefinition,
} from './group-definition';

const REQUESTS = { key: 'requests', label: 'Requests', unit: 'requests' };

export const USAGE_GROUP: AnalyticsGroupDefinition = {
  name: 'usage',
  title: 'Usage Summary',
  description: 'Traffic, response times, errors and capacity.',
  path: '/analytics/usage',
  cards: [
    card({
      endpoint: 'usage/traffic',
      title: 'Daily traffic',
      description: 'Chat requests, distinct users and failed requests per day.',
      view: dailyTraffic,
    }),
    card({
      endpoint: 'usage/session-duration',
      title: 'Session length',
      description: 'Time from first to last message of a session, and turns per session.',
      view: figures((d) => [
        ['Average duration', d.avg_duration_seconds, 's'],
        ['Median duration', d.median_duration_seconds, 's'],
        ['Average turns', d.avg_turns, 'turns'],
        ['Sessions', d.sessions, 'sessions'],
      ]),
    }),
    card({
      endpoint: 'usage/system-health',
      title: 'System health',
      description: 'Status from the recorded error rate and the knowledge index.',
      view: figures((d) => {
        const { index } = d;
        return [
          ['Status', d.status],
          rate('Error rate', d.error_rate),
          ['p95 response time', d.p95_latency_ms, 'ms'],
          ['Documents', index.documents, 'documents'],
          ['Failed documents', index.failed_documents, 'documents'],
          ['Web pages', index.webpages, 'pages'],
          ['Indexed chunks', index.chunks, 'chunks'],
        ];
      }),
    }),
    card({
      endpoint: 'usage/peak-hours',
      title: 'Peak hours',
      description: 'Requests by hour of day over the whole period.',
      view: bars(hour, REQUESTS, (d) => d.hours),
    }),
    card({
      endpoint: 'usage/capacity',
      title: 'Capacity',
      description: 'Busiest minute and the average load of an active minute.',
      view: figures((d) => [
        ['Peak requests per minute', d.peak_requests_per_minute, 'requests/min'],
        ['Average per active minute', d.avg_requests_per_active_minute, 'requests/min'],
      ]),
    }),
    card({
      endpoint: 'usage/hourly-traffic',
      title: 'Last 24 hours',
      description: 'Requests per hour in the last 24 hours of the period.',
      view: bars(hour, REQUESTS, (d) => d.last_24_hours),
    }),
    card({
      endpoint: 'usage/response-times',
      title: 'Response times',
      description: 'Recorded time to answer a chat request, per day.',
      view: dailyResponseTimes,
    }),
    card({
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
          data.recent,
        ),
    }),
  ],
};
