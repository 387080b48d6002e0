/**
 * Whether a fresh platform holds up requests while it starts (issue 46, "no request stalls
 * everyone"): a first start on an empty PGlite store, seeding its history and knowledge
 * with the embedding model on, as `npm start` and the browser suite start it. /health is
 * asked every 50 ms from the first answer until the seeded knowledge is embedded; the
 * worst answer of each phase is printed (listening to ready, seeding, embedding).
 * Run: `npx tsx bench/startup-stall.ts`.
 */
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';
import { request } from '@switchboard/platform/testing/http-client';
import { spawnFreshPlatform } from './support/fresh-platform';
import { describeMachine } from './support/machine';

const API_KEY = 'startup-stall-bench-key';
const EVERY_MS = 50;
const GIVE_UP_MS = 600_000;

type Phase = 'starting' | 'seeding' | 'embedding';

async function embedded(url: string): Promise<boolean> {
  for (const { slug } of EVAL_QUESTION_SETS) {
    const health = await request(url, 'GET', `/kb/${slug}/health`, {
      headers: { 'x-api-key': API_KEY },
    });
    const embeddings = health.body?.embeddings as { status: string; chunks_pending: number };
    if (embeddings?.status === 'unavailable') throw new Error('the model is not available');
    if (embeddings?.status !== 'ready' || embeddings.chunks_pending > 0) return false;
  }
  return true;
}

async function main() {
  console.log(describeMachine());
  const { child, url, storage, started } = await spawnFreshPlatform({
    PLATFORM_SEED_HISTORY: 'true',
    PLATFORM_SEED_KNOWLEDGE: 'true',
    KB_EMBEDDING_MODEL: DEFAULT_MODEL_ID,
    KB_API_KEY: API_KEY,
  });
  let seeded = false;
  child.stdout!.on('data', (data: Buffer) => {
    if (/listening on/.test(String(data))) seeded = true;
  });
  let phase = 'starting' as Phase;
  const worst: Record<Phase, number> = { starting: 0, seeding: 0, embedding: 0 };
  const phaseStart: Record<Phase, number> = { starting: 0, seeding: 0, embedding: 0 };
  const asks: Promise<void>[] = [];
  const ask = () => {
    const sent = performance.now();
    const during = phase;
    asks.push(
      fetch(`${url}/health`).then(
        () => void (worst[during] = Math.max(worst[during], performance.now() - sent)),
        () => undefined, // not listening yet
      ),
    );
  };
  const timer = setInterval(ask, EVERY_MS);
  const enter = (next: Phase) => {
    phase = next;
    phaseStart[next] = performance.now() - started;
  };
  try {
    while (phase !== 'embedding' || !(await embedded(url))) {
      if (performance.now() - started > GIVE_UP_MS) throw new Error('the start did not settle');
      if (phase === 'starting') {
        const ready = await fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) enter('seeding');
      } else if (phase === 'seeding' && seeded) enter('embedding');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    clearInterval(timer);
    await Promise.all(asks);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await storage.dispose();
  }
  const settled = (performance.now() - started) / 1000;
  for (const name of Object.keys(worst) as Phase[])
    console.log(
      `${name.padEnd(10)} from ${(phaseStart[name] / 1000).toFixed(1).padStart(5)} s  worst /health ${worst[name].toFixed(0).padStart(6)} ms`,
    );
  console.log(`settled (seeded knowledge embedded) after ${settled.toFixed(1)} s`);
}

void main();
