import { kpis, percent, table } from '../card-view';
import {
  ADD_KNOWLEDGE,
  dailyLines,
  figures,
  first,
  obj,
  rate,
  unavailable,
  type AnalyticsGroupDefinition,
} from './group-definition';

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
      view: dailyLines([
        { key: 'requests', label: 'Asked', unit: 'requests' },
        { key: 'answered', label: 'Answered', unit: 'requests' },
      ]),
    },
    {
      endpoint: 'business/cost-analysis',
      title: 'Cost drivers',
      description: 'Volume that drives cost: requests and characters in and out.',
      view: figures(
        (d) => [
          ['Requests', d.requests, 'requests'],
          ['Characters in', d.chars_in, 'characters'],
          ['Characters out', d.chars_out, 'characters'],
        ],
        (d) => ({ unavailable: unavailable(d) }),
      ),
    },
    {
      endpoint: 'business/performance-benchmarks',
      title: 'Performance benchmarks',
      description: 'Response-time percentiles, answer rate and confidence.',
      view: figures((d) => [
        ['p50 response time', d.p50_latency_ms, 'ms'],
        ['p95 response time', d.p95_latency_ms, 'ms'],
        rate('Answer rate', d.answer_rate),
        ['Average confidence', d.avg_confidence],
      ]),
    },
    {
      endpoint: 'business/dashboard/executive',
      title: 'Executive dashboard',
      description: 'The period in five figures.',
      view: figures((d) => {
        const totals = obj(d.totals);
        return [
          ['Conversations', totals.sessions, 'sessions'],
          ['Users', totals.users, 'users'],
          ['Questions', totals.requests, 'requests'],
          rate('Answer rate', totals.answer_rate),
          ['p95 response time', totals.p95_latency_ms, 'ms'],
        ];
      }),
    },
    {
      endpoint: 'business/dashboard/operations',
      title: 'Operations dashboard',
      description: 'Health, response times and errors together.',
      view: figures((d) => [
        ['Status', obj(d.health).status],
        ['Average response time', obj(d.response_times).avg_ms, 'ms'],
        ['p95 response time', obj(d.response_times).p95_ms, 'ms'],
        ['Errors', obj(d.errors).total_errors, 'requests'],
        rate('Error rate', obj(d.errors).error_rate),
      ]),
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
          first(obj(obj(data).knowledge_gaps).questions, 10),
        ),
    },
    {
      endpoint: 'business/dashboard/business-intelligence',
      title: 'Business intelligence',
      description: 'Traffic, returning users and the top question term.',
      view: figures((d) => {
        const totals = obj(obj(d.traffic).totals);
        const top = obj((obj(d.intents).terms as unknown[] | undefined)?.[0]);
        return [
          ['Questions', totals.requests, 'requests'],
          ['Users', totals.users, 'users'],
          rate('Retention rate', obj(d.retention).retention_rate),
          ['Top question term', typeof top.term === 'string' ? top.term : null],
        ];
      }),
    },
  ],
};
