import { timeStagesWith } from '@switchboard/knowledge-service/retrieval';
import { seededRandom } from '@switchboard/platform/seed/seeded-random';
import { percentile } from '../support/stats';
import { pick, SYLLABLES, word } from './synthetic-corpus';

export const CHAT_REQUESTS = 60;
// The knowledge routes need the service credential the gateway normally adds.
export const API_KEY = 'bench-kb-key-not-for-production';
export const KEY_HEADER = { 'x-api-key': API_KEY };

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  /** The bench process's CPU time (user + system: the service, its pipeline and the client) per question. */
  cpuMs: number;
  /** Each stage's time per request (summed when a request runs it more than once), sorted. */
  stages: Map<string, number[]>;
  answered: number;
  /** The retriever_type every answer named (`hybrid` or the lexical one). */
  retrievers: string[];
}

export function chat(url: string, message: string) {
  return fetch(`${url}/kb/default/chat/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...KEY_HEADER },
    body: JSON.stringify({ message, user_id: 'bench' }),
  });
}

/**
 * CHAT_REQUESTS chats one after another, each request's stages timed inside the service
 * (stage-timings.ts); half the questions reuse corpus words, half mix in unseen ones.
 * Every run asks the same questions, so two runs on one database compare like with like.
 */
export async function chatLatency(url: string): Promise<Latency> {
  const random = seededRandom(20261128);
  const samples: number[] = [];
  const stages = new Map<string, number[]>();
  const retrievers = new Set<string>();
  let answered = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < CHAT_REQUESTS; i += 1) {
    const request = new Map<string, number>();
    timeStagesWith((stage, ms) => request.set(stage, (request.get(stage) ?? 0) + ms));
    // Half the questions reuse corpus words (matches), half mix in unseen words (weak or no match).
    const words = Array.from({ length: 3 + (i % 4) }, () =>
      i % 2 === 0 ? word(random) : `${pick(SYLLABLES, random)}xyz${i}`,
    );
    const message = `What about ${words.join(' ')}?`;
    const started = performance.now();
    const response = await chat(url, message);
    const body = (await response.json()) as { confidence: number; retriever_type: string };
    samples.push(performance.now() - started);
    timeStagesWith(null);
    for (const [stage, ms] of request) stages.set(stage, [...(stages.get(stage) ?? []), ms]);
    if (!response.ok) throw new Error(`chat answered ${response.status}`);
    if (body.confidence >= 0.2) answered += 1;
    retrievers.add(body.retriever_type);
  }
  const { user, system } = process.cpuUsage(cpu);
  samples.sort((a, b) => a - b);
  for (const times of stages.values()) times.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    cpuMs: (user + system) / 1000 / CHAT_REQUESTS,
    stages,
    answered,
    retrievers: [...retrievers],
  };
}
