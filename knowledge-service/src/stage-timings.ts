/**
 * Where a chat turn's milliseconds go, for the bench (bench/kb-retrieval.ts): each named
 * stage's duration is handed to a sink while one is set. Without a sink (the service's
 * normal state) a stage costs one null check, so the service measures nothing it does not need.
 */
export type StageSink = (stage: string, ms: number) => void;

let sink: StageSink | null = null;

/** Sends every stage's duration to `next` from now on; null stops. */
export function timeStagesWith(next: StageSink | null): void {
  sink = next;
}

export async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const to = sink;
  if (!to) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    to(stage, performance.now() - started);
  }
}

/** The same for synchronous work. */
export function timedSync<T>(stage: string, work: () => T): T {
  const to = sink;
  if (!to) return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    to(stage, performance.now() - started);
  }
}
