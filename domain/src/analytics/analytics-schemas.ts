import { z } from 'zod';
import {
  chatText,
  count,
  dailySchema,
  hourSchema,
  maybe,
  totalsSchema,
  unavailable,
} from './analytics-figures';

const strict = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();

const systemHealth = strict({
  status: z.enum(['healthy', 'degraded', 'idle']),
  index: strict({
    documents: count,
    failed_documents: count,
    webpages: count,
    failed_webpages: count,
    chunks: count,
  }),
  error_rate: maybe,
  p95_latency_ms: maybe,
});

const responseTimes = strict({
  avg_ms: maybe,
  p50_ms: maybe,
  p95_ms: maybe,
  daily: z.array(
    strict({ date: z.string(), avg_latency_ms: z.number(), p95_latency_ms: z.number() }),
  ),
});

const errors = strict({
  total_errors: count,
  error_rate: maybe,
  recent: z.array(
    strict({
      timestamp: z.iso.datetime({ offset: true }),
      error: z.string().nullable(),
      trace_id: z.string(),
      session_id: z.string().nullable(),
    }),
  ),
});

const traffic = strict({ totals: totalsSchema, daily: z.array(dailySchema) });

const intents = strict({
  method: z.string(),
  terms: z.array(strict({ term: chatText, questions: count })),
});

const documentRetrieval = strict({
  sources: z.array(
    strict({
      type: z.string().nullable(),
      id: chatText.nullable(),
      title: chatText.nullable(),
      citations: count,
      avg_score: maybe,
    }),
  ),
});

const knowledgeGaps = strict({
  questions: z.array(
    strict({
      query: chatText,
      times_asked: count,
      best_confidence: maybe,
      last_asked: z.string(),
    }),
  ),
});

const retention = strict({ users: count, returning_users: count, retention_rate: maybe });

const containment = strict({
  conversations: count,
  contained: count,
  not_contained: count,
  turns: count,
  containment_rate: maybe,
  daily: z.array(
    strict({ date: z.string(), conversations: count, contained: count, turns: count }),
  ),
});

/**
 * The `data` of every analytics endpoint, `/analytics/<group>/<name>`, by group and name:
 * the knowledge service computes them and the Analytics remote reads them.
 */
export const analyticsDataSchemas = {
  user: {
    demographics: strict({ ...unavailable, unique_users: count, groups: z.array(z.never()) }),
    'session-frequency': strict({ users: z.array(strict({ sessions: count, users: count })) }),
    sentiment: strict({ ...unavailable, distribution: z.array(z.never()) }),
    retention,
  },
  usage: {
    traffic,
    'session-duration': strict({
      sessions: count,
      avg_duration_seconds: maybe,
      median_duration_seconds: maybe,
      avg_turns: maybe,
    }),
    'system-health': systemHealth,
    'peak-hours': strict({ hours: z.array(hourSchema), peak_hour: count.nullable() }),
    capacity: strict({
      peak_requests_per_minute: count,
      avg_requests_per_active_minute: z.number(),
    }),
    'hourly-traffic': strict({ last_24_hours: z.array(hourSchema) }),
    'response-times': responseTimes,
    errors,
  },
  conversation: {
    summary: totalsSchema.extend({ avg_turns_per_session: maybe }).strict(),
    flows: strict({
      sessions: count,
      turns_distribution: z.array(strict({ turns: z.string(), sessions: count })),
    }),
    intents,
    'document-retrieval': documentRetrieval,
    'drop-offs': strict({
      sessions: count,
      single_turn_sessions: count,
      ended_after_unknown_answer: count,
      ended_after_error: count,
    }),
    'sentiment-trends': strict({ ...unavailable, daily: z.array(z.never()) }),
    'knowledge-gaps': knowledgeGaps,
  },
  business: {
    roi: strict({ ...unavailable, containment }),
    containment,
    'business-flow-success': strict({
      daily: z.array(
        strict({ date: z.string(), requests: count, answered: count, success_rate: maybe }),
      ),
    }),
    'cost-analysis': strict({
      ...unavailable,
      requests: count,
      chars_in: count,
      chars_out: count,
    }),
    'performance-benchmarks': strict({
      p50_latency_ms: maybe,
      p95_latency_ms: maybe,
      answer_rate: maybe,
      avg_confidence: maybe,
    }),
    'dashboard/executive': strict({ totals: totalsSchema, containment }),
    'dashboard/operations': strict({
      health: systemHealth,
      response_times: responseTimes,
      errors,
    }),
    'dashboard/product-optimization': strict({
      knowledge_gaps: knowledgeGaps,
      document_retrieval: documentRetrieval,
    }),
    'dashboard/business-intelligence': strict({ traffic, intents, retention }),
  },
} as const;

type Schemas = typeof analyticsDataSchemas;
export type AnalyticsGroup = keyof Schemas;
export type AnalyticsName<G extends AnalyticsGroup> = keyof Schemas[G] & string;
/** The `data` of `/analytics/<G>/<N>`. */
export type AnalyticsData<
  G extends AnalyticsGroup,
  N extends AnalyticsName<G>,
> = Schemas[G][N] extends z.ZodType ? z.infer<Schemas[G][N]> : never;

/** `<group>/<name>`: the path of one analytics endpoint under /analytics/. */
export type AnalyticsEndpoint = {
  [G in AnalyticsGroup]: `${G}/${AnalyticsName<G>}`;
}[AnalyticsGroup];

/** The `data` of one endpoint, by its path. */
export type AnalyticsEndpointData<E extends AnalyticsEndpoint> =
  E extends `${infer G extends AnalyticsGroup}/${infer N}`
    ? N extends AnalyticsName<G>
      ? AnalyticsData<G, N>
      : never
    : never;

/** The schema of one endpoint's `data`, by its path; undefined for a path the contract lacks. */
export function analyticsDataSchema(endpoint: string): z.ZodType | undefined {
  const slash = endpoint.indexOf('/');
  const group = endpoint.slice(0, slash);
  const name = endpoint.slice(slash + 1);
  if (slash < 0 || !Object.hasOwn(analyticsDataSchemas, group)) return undefined;
  const names: Record<string, z.ZodType> = analyticsDataSchemas[group as AnalyticsGroup];
  return Object.hasOwn(names, name) ? names[name] : undefined;
}

/** Every analytics answer: the figures and the period they were computed over. */
export function analyticsAnswerSchema<T extends z.ZodType>(data: T) {
  return strict({
    service: z.string(),
    window_days: z.number(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    generated_at: z.iso.datetime({ offset: true }),
    data,
  });
}

export interface AnalyticsAnswer<T = unknown> {
  service: string;
  window_days: number;
  from: string;
  to: string;
  generated_at: string;
  data: T;
}
