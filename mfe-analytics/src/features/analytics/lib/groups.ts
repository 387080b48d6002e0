import { kpis, percent, series, table, type CardView } from './card-view';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});
const unavailable = (data: Data) =>
  data.available === false && typeof data.reason === 'string' ? data.reason : undefined;

export interface EndpointCard {
  /** Path under /analytics/ on the bot's service. */
  endpoint: string;
  title: string;
  /** What it measures, in a sentence. */
  description: string;
  view(data: unknown): CardView;
  /** Where to act on the figures. */
  link?: { to: string; label: string };
}

/** Closing the loop on unanswered questions: the page where documents are added. */
const ADD_KNOWLEDGE = { to: '/knowledge/documents', label: 'Add a document to the knowledge base' };

export interface AnalyticsGroupDefinition {
  /** The group's name in messages: "All usage requests failed: …". */
  name: 'user' | 'usage' | 'conversation' | 'business';
  title: string;
  description: string;
  path: string;
  cards: EndpointCard[];
}

const day = { key: 'date', label: 'Day' };
const hour = { key: 'hour', label: 'Hour (UTC)' };

export const USER_GROUP: AnalyticsGroupDefinition = {
  name: 'user',
  title: 'Users Analytics',
  description: 'Who talks to the bot, how often they come back and how they feel.',
  path: '/analytics/users',
  cards: [
    {
      endpoint: 'user/demographics',
      title: 'Unique users',
      description: 'Distinct user ids that chatted in the period.',
      view: (data) =>
        kpis([{ measure: 'Unique users', value: obj(data).unique_users, unit: 'users' }], {
          unavailable: unavailable(obj(data)),
        }),
    },
    {
      endpoint: 'user/session-frequency',
      title: 'Sessions per user',
      description: 'How many users held one, two, three… sessions.',
      view: (data) =>
        series(
          'bar',
          { key: 'sessions', label: 'Sessions per user' },
          [{ key: 'users', label: 'Users', unit: 'users' }],
          obj(data).users,
        ),
    },
    {
      endpoint: 'user/sentiment',
      title: 'User sentiment',
      description: 'How users felt about their conversations.',
      view: (data) => ({ ...kpis([]), unavailable: unavailable(obj(data)) }),
    },
    {
      endpoint: 'user/retention',
      title: 'Returning users',
      description: 'Share of users active on more than one day of the period.',
      view: (data) => {
        const d = obj(data);
        return {
          ...kpis([
            { measure: 'Retention rate', value: percent(d.retention_rate), unit: '%' },
            { measure: 'Returning users', value: d.returning_users, unit: 'users' },
            { measure: 'Users', value: d.users, unit: 'users' },
          ]),
          kind: 'gauge',
          gauge: percent(d.retention_rate),
        };
      },
    },
  ],
};

const dailyTraffic = (data: unknown) =>
  series(
    'line',
    day,
    [
      { key: 'requests', label: 'Requests', unit: 'requests' },
      { key: 'users', label: 'Users', unit: 'users' },
      { key: 'errors', label: 'Errors', unit: 'requests' },
    ],
    obj(data).daily,
  );

const dailyResponseTimes = (data: unknown) =>
  series(
    'line',
    day,
    [
      { key: 'avg_latency_ms', label: 'Average', unit: 'ms' },
      { key: 'p95_latency_ms', label: '95th percentile', unit: 'ms' },
    ],
    obj(data).daily,
  );

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
      view: (data) => {
        const d = obj(data);
        return kpis([
          { measure: 'Average duration', value: d.avg_duration_seconds, unit: 's' },
          { measure: 'Median duration', value: d.median_duration_seconds, unit: 's' },
          { measure: 'Average turns', value: d.avg_turns, unit: 'turns' },
          { measure: 'Sessions', value: d.sessions, unit: 'sessions' },
        ]);
      },
    },
    {
      endpoint: 'usage/system-health',
      title: 'System health',
      description: 'Status from the recorded error rate and the knowledge index.',
      view: (data) => {
        const d = obj(data);
        const index = obj(d.index);
        return kpis([
          { measure: 'Status', value: d.status },
          { measure: 'Error rate', value: percent(d.error_rate), unit: '%' },
          { measure: 'p95 response time', value: d.p95_latency_ms, unit: 'ms' },
          { measure: 'Documents', value: index.documents, unit: 'documents' },
          { measure: 'Failed documents', value: index.failed_documents, unit: 'documents' },
          { measure: 'Web pages', value: index.webpages, unit: 'pages' },
          { measure: 'Indexed chunks', value: index.chunks, unit: 'chunks' },
        ]);
      },
    },
    {
      endpoint: 'usage/peak-hours',
      title: 'Peak hours',
      description: 'Requests by hour of day over the whole period.',
      view: (data) =>
        series(
          'bar',
          hour,
          [{ key: 'requests', label: 'Requests', unit: 'requests' }],
          obj(data).hours,
        ),
    },
    {
      endpoint: 'usage/capacity',
      title: 'Capacity',
      description: 'Busiest minute and the average load of an active minute.',
      view: (data) => {
        const d = obj(data);
        return kpis([
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
        ]);
      },
    },
    {
      endpoint: 'usage/hourly-traffic',
      title: 'Last 24 hours',
      description: 'Requests per hour in the last 24 hours of the period.',
      view: (data) =>
        series(
          'bar',
          hour,
          [{ key: 'requests', label: 'Requests', unit: 'requests' }],
          obj(data).last_24_hours,
        ),
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
      view: (data) => {
        const d = obj(data);
        const view = table(
          [
            { key: 'timestamp', label: 'When' },
            { key: 'error', label: 'Error' },
            { key: 'session_id', label: 'Session' },
          ],
          d.recent,
        );
        return view;
      },
    },
  ],
};

export const CONVERSATION_GROUP: AnalyticsGroupDefinition = {
  name: 'conversation',
  title: 'Conversation Summary',
  description: 'What people ask, where answers come from and where they give up.',
  path: '/analytics/conversations',
  cards: [
    {
      endpoint: 'conversation/summary',
      title: 'Conversations',
      description: 'Sessions, questions and how many were answered.',
      view: (data) => {
        const d = obj(data);
        return kpis([
          { measure: 'Conversations', value: d.sessions, unit: 'sessions' },
          { measure: 'Questions', value: d.requests, unit: 'requests' },
          { measure: 'Answer rate', value: percent(d.answer_rate), unit: '%' },
          { measure: 'Turns per conversation', value: d.avg_turns_per_session, unit: 'turns' },
        ]);
      },
    },
    {
      endpoint: 'conversation/flows',
      title: 'Conversation length',
      description: 'Conversations by number of questions asked.',
      view: (data) =>
        series(
          'bar',
          { key: 'turns', label: 'Questions' },
          [{ key: 'sessions', label: 'Conversations', unit: 'sessions' }],
          obj(data).turns_distribution,
        ),
    },
    {
      endpoint: 'conversation/intents',
      title: 'Top question terms',
      description: 'The most frequent terms of the questions asked (intents by term).',
      view: (data) =>
        series(
          'bar',
          { key: 'term', label: 'Term' },
          [{ key: 'questions', label: 'Questions', unit: 'questions' }],
          (obj(data).terms as unknown[] | undefined)?.slice(0, 12),
        ),
    },
    {
      endpoint: 'conversation/document-retrieval',
      title: 'Most cited sources',
      description: 'Documents and pages cited in answers.',
      view: (data) =>
        series(
          'bar',
          { key: 'title', label: 'Source' },
          [{ key: 'citations', label: 'Citations', unit: 'answers' }],
          (obj(data).sources as unknown[] | undefined)?.slice(0, 10),
        ),
    },
    {
      endpoint: 'conversation/drop-offs',
      title: 'Drop-offs',
      description: 'How conversations ended.',
      view: (data) => {
        const d = obj(data);
        return {
          ...kpis([
            {
              measure: 'Single-question conversations',
              value: d.single_turn_sessions,
              unit: 'sessions',
            },
            {
              measure: 'Ended after an unanswered question',
              value: d.ended_after_unknown_answer,
              unit: 'sessions',
            },
            { measure: 'Ended after an error', value: d.ended_after_error, unit: 'sessions' },
            { measure: 'Conversations', value: d.sessions, unit: 'sessions' },
          ]),
          kind: 'table',
        };
      },
    },
    {
      endpoint: 'conversation/sentiment-trends',
      title: 'Sentiment over time',
      description: 'How the mood of conversations changed per day.',
      view: (data) => ({ ...kpis([]), unavailable: unavailable(obj(data)) }),
    },
    {
      endpoint: 'conversation/knowledge-gaps',
      title: 'Knowledge gaps',
      description: 'Questions the bot could not answer, how often and when last asked.',
      link: ADD_KNOWLEDGE,
      view: (data) =>
        table(
          [
            { key: 'query', label: 'Question' },
            { key: 'times_asked', label: 'Times asked', unit: 'times' },
            { key: 'last_asked', label: 'Last asked' },
            { key: 'best_confidence', label: 'Best confidence' },
          ],
          obj(data).questions,
        ),
    },
  ],
};

const containmentView = (value: unknown, reason?: string) => {
  const d = obj(value);
  return {
    ...kpis([
      { measure: 'Containment rate', value: percent(d.containment_rate), unit: '%' },
      { measure: 'Resolved by the bot alone', value: d.contained, unit: 'conversations' },
      {
        measure: 'With a "don\'t know" or an error',
        value: d.not_contained,
        unit: 'conversations',
      },
    ]),
    kind: 'gauge' as const,
    gauge: percent(d.containment_rate),
    unavailable: reason,
  };
};

export const BUSINESS_GROUP: AnalyticsGroupDefinition = {
  name: 'business',
  title: 'Business Summary',
  description: 'Containment, success, cost drivers and the four executive dashboards.',
  path: '/analytics/business',
  cards: [
    {
      endpoint: 'business/roi',
      title: 'Return on investment',
      description: 'Conversations the bot settled without a person (money needs cost inputs).',
      view: (data) => containmentView(obj(data).containment, unavailable(obj(data))),
    },
    {
      endpoint: 'business/containment',
      title: 'Containment',
      description:
        'Share of conversations the bot resolved alone: no turn got a "don\'t know" or an error.',
      view: (data) => containmentView(data),
    },
    {
      endpoint: 'business/business-flow-success',
      title: 'Daily success',
      description: 'Questions asked and answered per day.',
      view: (data) =>
        series(
          'line',
          day,
          [
            { key: 'requests', label: 'Asked', unit: 'requests' },
            { key: 'answered', label: 'Answered', unit: 'requests' },
          ],
          obj(data).daily,
        ),
    },
    {
      endpoint: 'business/cost-analysis',
      title: 'Cost drivers',
      description: 'Volume that drives cost: requests and characters in and out.',
      view: (data) => {
        const d = obj(data);
        return kpis(
          [
            { measure: 'Requests', value: d.requests, unit: 'requests' },
            { measure: 'Characters in', value: d.chars_in, unit: 'characters' },
            { measure: 'Characters out', value: d.chars_out, unit: 'characters' },
          ],
          { unavailable: unavailable(d) },
        );
      },
    },
    {
      endpoint: 'business/performance-benchmarks',
      title: 'Performance benchmarks',
      description: 'Response-time percentiles, answer rate and confidence.',
      view: (data) => {
        const d = obj(data);
        return kpis([
          { measure: 'p50 response time', value: d.p50_latency_ms, unit: 'ms' },
          { measure: 'p95 response time', value: d.p95_latency_ms, unit: 'ms' },
          { measure: 'Answer rate', value: percent(d.answer_rate), unit: '%' },
          { measure: 'Average confidence', value: d.avg_confidence },
        ]);
      },
    },
    {
      endpoint: 'business/dashboard/executive',
      title: 'Executive dashboard',
      description: 'The period in five figures.',
      view: (data) => {
        const totals = obj(obj(data).totals);
        return kpis([
          { measure: 'Conversations', value: totals.sessions, unit: 'sessions' },
          { measure: 'Users', value: totals.users, unit: 'users' },
          { measure: 'Questions', value: totals.requests, unit: 'requests' },
          { measure: 'Answer rate', value: percent(totals.answer_rate), unit: '%' },
          { measure: 'p95 response time', value: totals.p95_latency_ms, unit: 'ms' },
        ]);
      },
    },
    {
      endpoint: 'business/dashboard/operations',
      title: 'Operations dashboard',
      description: 'Health, response times and errors together.',
      view: (data) => {
        const d = obj(data);
        return kpis([
          { measure: 'Status', value: obj(d.health).status },
          { measure: 'Average response time', value: obj(d.response_times).avg_ms, unit: 'ms' },
          { measure: 'p95 response time', value: obj(d.response_times).p95_ms, unit: 'ms' },
          { measure: 'Errors', value: obj(d.errors).total_errors, unit: 'requests' },
          { measure: 'Error rate', value: percent(obj(d.errors).error_rate), unit: '%' },
        ]);
      },
    },
    {
      endpoint: 'business/dashboard/product-optimization',
      title: 'Product optimisation',
      description: 'The unanswered questions to cover next.',
      link: ADD_KNOWLEDGE,
      view: (data) =>
        table(
          [
            { key: 'query', label: 'Question' },
            { key: 'times_asked', label: 'Times asked', unit: 'times' },
          ],
          (obj(obj(data).knowledge_gaps).questions as unknown[] | undefined)?.slice(0, 10),
        ),
    },
    {
      endpoint: 'business/dashboard/business-intelligence',
      title: 'Business intelligence',
      description: 'Traffic, returning users and the top question term.',
      view: (data) => {
        const d = obj(data);
        const totals = obj(obj(d.traffic).totals);
        const top = obj((obj(d.intents).terms as unknown[] | undefined)?.[0]);
        return kpis([
          { measure: 'Questions', value: totals.requests, unit: 'requests' },
          { measure: 'Users', value: totals.users, unit: 'users' },
          { measure: 'Retention rate', value: percent(obj(d.retention).retention_rate), unit: '%' },
          { measure: 'Top question term', value: typeof top.term === 'string' ? top.term : null },
        ]);
      },
    },
  ],
};

export const ANALYTICS_GROUPS = [USER_GROUP, USAGE_GROUP, CONVERSATION_GROUP, BUSINESS_GROUP];
