import type {
  AnalyticsEndpoint,
  AnalyticsEndpointData,
  AnalyticsTotals,
} from '@switchboard/domain';

/** A period with no chats, as a bot's service answers it: every figure zero or absent. */
export const NO_TOTALS: AnalyticsTotals = {
  requests: 0,
  users: 0,
  sessions: 0,
  answered: 0,
  unknown: 0,
  errors: 0,
  avg_latency_ms: null,
  p50_latency_ms: null,
  p95_latency_ms: null,
  avg_confidence: null,
  chars_in: 0,
  chars_out: 0,
  answer_rate: null,
};

const containment = {
  conversations: 0,
  contained: 0,
  not_contained: 0,
  turns: 0,
  containment_rate: null,
  daily: [],
};
const health = {
  status: 'idle' as const,
  index: { documents: 0, failed_documents: 0, webpages: 0, failed_webpages: 0, chunks: 0 },
  error_rate: null,
  p95_latency_ms: null,
};
const responseTimes = { avg_ms: null, p50_ms: null, p95_ms: null, daily: [] };
const errors = { total_errors: 0, error_rate: null, recent: [] };
const traffic = { totals: NO_TOTALS, daily: [] };
const intents = { method: 'most frequent question terms', terms: [] };
const knowledgeGaps = { questions: [] };
const documentRetrieval = { sources: [] };
const retention = { users: 0, returning_users: 0, retention_rate: null };
const unrecorded = { available: false as const, reason: 'Not recorded by this service' };

/**
 * Every endpoint's answer for an empty period, typed by the contract: an endpoint added to
 * it, or a figure changed, does not compile here until the fixture follows.
 */
export const EMPTY_ANALYTICS: { [E in AnalyticsEndpoint]: AnalyticsEndpointData<E> } = {
  'user/demographics': { ...unrecorded, unique_users: 0, groups: [] },
  'user/session-frequency': { users: [] },
  'user/sentiment': { ...unrecorded, distribution: [] },
  'user/retention': retention,
  'usage/traffic': traffic,
  'usage/session-duration': {
    sessions: 0,
    avg_duration_seconds: null,
    median_duration_seconds: null,
    avg_turns: null,
  },
  'usage/system-health': health,
  'usage/peak-hours': { hours: [], peak_hour: null },
  'usage/capacity': { peak_requests_per_minute: 0, avg_requests_per_active_minute: 0 },
  'usage/hourly-traffic': { last_24_hours: [] },
  'usage/response-times': responseTimes,
  'usage/errors': errors,
  'conversation/summary': { ...NO_TOTALS, avg_turns_per_session: null },
  'conversation/flows': { sessions: 0, turns_distribution: [] },
  'conversation/intents': intents,
  'conversation/document-retrieval': documentRetrieval,
  'conversation/drop-offs': {
    sessions: 0,
    single_turn_sessions: 0,
    ended_after_unknown_answer: 0,
    ended_after_error: 0,
  },
  'conversation/sentiment-trends': { ...unrecorded, daily: [] },
  'conversation/knowledge-gaps': knowledgeGaps,
  'business/roi': { ...unrecorded, containment },
  'business/containment': containment,
  'business/business-flow-success': { daily: [] },
  'business/cost-analysis': { ...unrecorded, requests: 0, chars_in: 0, chars_out: 0 },
  'business/performance-benchmarks': {
    p50_latency_ms: null,
    p95_latency_ms: null,
    answer_rate: null,
    avg_confidence: null,
  },
  'business/dashboard/executive': { totals: NO_TOTALS, containment },
  'business/dashboard/operations': { health, response_times: responseTimes, errors },
  'business/dashboard/product-optimization': {
    knowledge_gaps: knowledgeGaps,
    document_retrieval: documentRetrieval,
  },
  'business/dashboard/business-intelligence': { traffic, intents, retention },
};
