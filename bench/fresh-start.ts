/**
 * A fresh `npm start`'s cost of the bots' knowledge (issue 44's goals: seeding and embedding
 * the three bots' knowledge ≤ 60 s on 2 cores; the model adds ≤ 300 MB). Starts the platform
 * twice on an empty PGlite store, seeding as `npm start` does (accounts, the bots' knowledge
 * through the upload pipeline, the history): once with the model switched off, once with
 * it. Prints when each start listened (seeded), when every seeded chunk of the three bots
 * had its vector and then its sentences' vectors, and the process's peak and settled
 * memory, and the process's CPU time (user + sys) until then, the fair figure on a shared
 * machine; the model's memory is the difference between the two. `--no-history` seeds
 * without the history; `--models a,b` starts once per embedded model named after the start
 * without one (default: the service's model), so two models are compared in one run.
 * Run: `npx tsx bench/fresh-start.ts`.
 */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { DEFAULT_MODEL_ID, embeddedModel } from '@switchboard/embedding-model';
import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';
import { request } from '@switchboard/platform/testing/http-client';
import { spawnFreshPlatform } from './support/fresh-platform';
import { describeMachine, loadAverage } from './support/machine';

const API_KEY = 'fresh-start-bench-key';
const GIVE_UP_MS = 900_000;
const history = !process.argv.includes('--no-history');
// Linux's USER_HZ, what /proc's CPU times count in.
const CLOCK_TICKS = 100;

function modelsAsked(): string[] {
  const at = process.argv.indexOf('--models');
  if (at < 0) return [DEFAULT_MODEL_ID];
  const list = process.argv[at + 1]?.split(',').filter(Boolean) ?? [];
  if (list.length === 0) throw new Error('--models takes model ids, comma-separated');
  return list.map((id) => embeddedModel(id).id);
}

interface Start {
  model: string;
  listeningS: number;
  embeddedS: number | null;
  /** When every seeded chunk also had its sentences' vectors (what the answer step reads). */
  sentencesS: number | null;
  chunks: number;
  peakMb: number;
  settledMb: number;
  /** The process's CPU time (user + sys) when its knowledge was embedded, or it listened without a model. */
  cpuS: number;
}

/** The process's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
function memoryOf(child: ChildProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The process's CPU time so far, user + sys, in seconds (/proc/PID/stat's utime and stime). */
function cpuSecondsOf(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  // The fields after the command's name, which is in brackets and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * The three bots' chunks, how many wait for a vector and how many for their sentences'
 * vectors; null while the model loads.
 */
async function pending(
  url: string,
): Promise<{ chunks: number; pending: number; sentences: number } | null> {
  let chunks = 0;
  let left = 0;
  let sentences = 0;
  for (const { slug } of EVAL_QUESTION_SETS) {
    const health = await request(url, 'GET', `/kb/${slug}/health`, {
      headers: { 'x-api-key': API_KEY },
    });
    const { index, embeddings } = health.body as {
      index: { chunks: number };
      embeddings: { status: string; chunks_pending: number; sentences_pending: number };
    };
    if (embeddings.status === 'unavailable') throw new Error('the model is not available');
    if (embeddings.status === 'loading') return null;
    chunks += index.chunks;
    left += embeddings.chunks_pending;
    sentences += embeddings.sentences_pending;
  }
  return { chunks, pending: left, sentences };
}

async function freshStart(model: string): Promise<Start> {
  const { child, url, storage, started } = await spawnFreshPlatform({
    PLATFORM_SEED_HISTORY: String(history),
    PLATFORM_SEED_KNOWLEDGE: 'true',
    KB_EMBEDDING_MODEL: model,
    KB_API_KEY: API_KEY,
  });
  const seconds = () => (performance.now() - started) / 1000;
  let listeningS: number | undefined;
  child.stdout!.on('data', (data: Buffer) => {
    if (listeningS === undefined && /listening on/.test(String(data))) listeningS = seconds();
  });
  try {
    while (listeningS === undefined) {
      if (child.exitCode !== null) throw new Error(`the platform ended (${child.exitCode})`);
      if (seconds() * 1000 > GIVE_UP_MS) throw new Error('the start did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let embeddedS: number | null = null;
    let sentencesS: number | null = null;
    let chunks = 0;
    if (model !== 'none')
      for (;;) {
        const state = await pending(url);
        if (state && state.pending === 0) embeddedS ??= seconds();
        if (state && state.pending === 0 && state.sentences === 0) {
          sentencesS = seconds();
          chunks = state.chunks;
          break;
        }
        if (seconds() * 1000 > GIVE_UP_MS) throw new Error('the knowledge was not embedded');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    const memory = memoryOf(child);
    const cpuS = cpuSecondsOf(child);
    return {
      cpuS,
      model,
      listeningS,
      embeddedS,
      sentencesS,
      chunks,
      peakMb: memory.peak,
      settledMb: memory.rss,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await storage.dispose();
  }
}

async function main() {
  console.log(`${describeMachine()}; seeding ${history ? 'with' : 'without'} the history`);
  const off = await freshStart('none');
  const runs: Start[] = [];
  for (const model of modelsAsked()) runs.push(await freshStart(model));
  console.log(`load average after: ${loadAverage()}\n`);
  console.log(
    '| model | listening (seeded) | seeded chunks embedded | and their sentences | CPU until then | peak RSS | RSS after |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const run of [off, ...runs])
    console.log(
      `| ${run.model} | ${run.listeningS.toFixed(1)} s | ${run.embeddedS === null ? '–' : `${run.embeddedS.toFixed(1)} s (${run.chunks} chunks, ${(run.embeddedS - run.listeningS).toFixed(1)} s after listening)`} | ${run.sentencesS === null ? '–' : `${run.sentencesS.toFixed(1)} s`} | ${run.cpuS.toFixed(1)} s | ${run.peakMb.toFixed(0)} MB | ${run.settledMb.toFixed(0)} MB |`,
    );
  for (const on of runs)
    console.log(
      `\n${on.model} adds ${(on.peakMb - off.peakMb).toFixed(0)} MB at the peak, ${(on.settledMb - off.settledMb).toFixed(0)} MB once settled (goal ≤ 300 MB) and ${(on.cpuS - off.cpuS).toFixed(1)} s of CPU; ` +
        `seeding and embedding the knowledge took ${on.embeddedS!.toFixed(1)} s from the start, ${on.sentencesS!.toFixed(1)} s with its sentences' vectors (goal ≤ 60 s on 2 cores).`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
