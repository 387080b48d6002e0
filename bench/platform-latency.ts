/**
 * Latency of the local platform on a temp PGlite database with 10,000 businesses:
 * GET /api/businesses whole and one page of 100, and password sign-in (bcrypt cost 10).
 * Part of `npm run bench`; alone: npx tsx bench/platform-latency.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlatform } from '@switchboard/platform/app';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { prepareDatabase } from './support/seeded-database';
import { median, percentile } from './support/stats';

const BUSINESSES = 10_000;
const ROUNDS = 5;
const REQUESTS_PER_ROUND = 20;
export const PAGE_QUERY = 'limit=100&offset=0&sort=name:asc';

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`unexpected ${response.status}`);
  return performance.now() - start;
}

export interface Latency {
  label: string;
  p50: number;
  p95: number;
}

/** Medians over rounds of each round's p50 and p95, so one noisy round cannot decide. */
async function measure(label: string, fn: () => Promise<Response>): Promise<Latency> {
  const p50s: number[] = [];
  const p95s: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS_PER_ROUND; i += 1) samples.push(await timed(fn));
    samples.sort((a, b) => a - b);
    p50s.push(percentile(samples, 50));
    p95s.push(percentile(samples, 95));
  }
  return { label, p50: median(p50s), p95: median(p95s) };
}

export interface PlatformLatency {
  rows: number;
  listAll: Latency;
  listPage: Latency;
  signIn: Latency;
}

export async function measurePlatformLatency(): Promise<PlatformLatency> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-'));
  await prepareDatabase(dataDir, 'http://127.0.0.1:4100', BUSINESSES, { history: false });
  const platform = await startPlatform({
    logger: false,
    env: {
      PLATFORM_DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-not-for-production-0123456789',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    },
    config: { port: 0, host: '127.0.0.1' },
  });
  try {
    const signIn = () =>
      fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: DEV_SUPABASE_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@switchboard.local', password: 'switchboard' }),
      });
    const { access_token: token } = (await (await signIn()).json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const list = await fetch(`${platform.url}/api/businesses`, { headers });
    const rows = ((await list.json()) as unknown[]).length;
    return {
      rows,
      listAll: await measure(`GET /api/businesses (all ${rows})`, () =>
        fetch(`${platform.url}/api/businesses`, { headers }),
      ),
      listPage: await measure(`GET /api/businesses?${PAGE_QUERY}`, () =>
        fetch(`${platform.url}/api/businesses?${PAGE_QUERY}`, { headers }),
      ),
      signIn: await measure('POST /auth/v1/token (password)', signIn),
    };
  } finally {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const result = await measurePlatformLatency();
  console.table(
    [result.listAll, result.listPage, result.signIn].map((r) => ({
      request: r.label,
      'p50 ms (median of rounds)': r.p50.toFixed(1),
      'p95 ms (median of rounds)': r.p95.toFixed(1),
      rounds: `${ROUNDS} x ${REQUESTS_PER_ROUND}`,
    })),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
