import type { AnalyticsData } from '@switchboard/domain';
import { kpis, percent, table } from '../card-view';
import {
  ADD_KNOWLEDGE,
  dailyLines,
  figures,
  first,
  rate,
  unavailable,
  card,
  type AnalyticsGroupDefinition,
} from './group-definition';

const containmentView = (d: AnalyticsData<'business', 'containment'>, reason?: string) => {
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
    card({
      endpoint: 'business/roi',
      title: 'Return on investment',
      description: 'Conversations the bot settled without a person (money needs cost inputs).',
      view: (data) => containmentView(data.containment, unavailable(data)),
    }),
    card({
      endpoint: 'business/containment',
      title: 'Containment',
      description:
        'Share of conversations the bot resolved alone: no turn got a "don\'t know" or an error.',
      view: (data) => containmentView(data),
    }),
    card({
      endpoint: 'business/business-flow-success',
      title: 'Daily success',
      description: 'Questions asked and answered per day.',
      view: dailyLines([
        { key: 'requests', label: 'Asked', unit: 'requests' },
        { key: 'answered', label: 'Answered', unit: 'requests' },
      ]),
    }),
    card({
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
    }),
    card({
      endpoint: 'business/performance-benchmarks',
      title: 'Performance benchmarks',
      description: 'Response-time percentiles, answer rate and confidence.',
      view: figures((d) => [
        ['p50 response time', d.p50_latency_ms, 'ms'],
        ['p95 response time', d.p95_latency_ms, 'ms'],
        rate('Answer rate', d.answer_rate),
        ['Average confidence', d.avg_confidence],
      ]),
    }),
    card({
      endpoint: 'business/dashboard/executive',
      title: 'Executive dashboard',
      description: 'The period in five figures.',
      view: figures((d) => {
        const { totals } = d;
        return [
          ['Conversations', totals.sessions, 'sessions'],
          ['Users', totals.users, 'users'],
          ['Questions', totals.requests, 'requests'],
          rate('Answer rate', totals.answer_rate),
          ['p95 response time', totals.p95_latency_ms, 'ms'],
        ];
      }),
    }),
    card({
      endpoint: 'business/dashboard/operations',
      title: 'Operations dashboard',
      description: 'Health, response times and errors together.',
      view: figures((d) => [
        ['Status', d.health.status],
        ['Average response time', d.response_times.avg_ms, 'ms'],
        ['p95 response time', d.response_times.p95_ms, 'ms'],
        ['Errors', d.errors.total_errors, 'requests'],
        rate('Error rate', d.errors.error_rate),
      ]),
    }),
    card({
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
          first(data.knowledge_gaps.questions, 10),
        ),
    }),
    card({
      endpoint: 'business/dashboard/business-intelligence',
      title: 'Business intelligence',
      description: 'Traffic, returning users and the top question term.',
      view: figures((d) => {
        const { totals } = d.traffic;
        const top = d.intents.terms[0];
        return [
          ['Questions', totals.requests, 'requests'],
          ['Users', totals.users, 'users'],
          rate('Retention rate', d.retention.retention_rate),
          ['Top question term', top ? String(top.term) : null],
        ];
      }),
    }),
  ],
};
