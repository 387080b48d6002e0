/**
 * Latency of the local platform on a temp PGlite database:
 * GET /api/businesses with 10,000 rows, and password sign-in (bcrypt cost 10).
 * Run: npx tsx bench/platform-latency.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlatform } from '../local-platform/src/app';
import { DEV_SUPABASE_ANON_KEY } from '../local-platform/src/config';

const BUSINESSES = 10_000;
const ROUNDS = 5;
const LIST_REQUESTS_PER_ROUND = 20;
const SIGNINS_PER_ROUND = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`unexpected ${response.status}`);
  return performance.now() - start;
}

async function measure(label: string, perRound: number, fn: () => Promise<Response>) {
  const p50s: number[] = [];
  const p95s: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const samples: number[] = [];
    for (let i = 0; i < perRound; i += 1) samples.push(await timed(fn));
    samples.sort((a, b) => a - b);
    p50s.push(percentile(samples, 50));
    p95s.push(percentile(samples, 95));
  }
  return { label, p50: median(p50s), p95: median(p95s), rounds: ROUNDS, perRound };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-'));
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
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const insertStart = performance.now();
    const batch = 50;
    for (let i = 0; i < BUSINESSES - 4; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, BUSINESSES - 4 - i) }, (_, j) =>
          fetch(`${platform.url}/api/businesses`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              name: `Bench Business ${i + j}`,
              industry: 'Other',
              city: 'Nairobi',
              email: `b${i + j}@bench.example`,
            }),
          }).then((response) => {
            if (response.status !== 201) throw new Error(`insert failed: ${response.status}`);
            return response.arrayBuffer();
          }),
        ),
      );
    }
    const insertSeconds = (performance.now() - insertStart) / 1000;
    const list = await fetch(`${platform.url}/api/businesses`, { headers });
    const rows = ((await list.json()) as unknown[]).length;

    const results = [
      await measure(`GET /api/businesses (${rows} rows)`, LIST_REQUESTS_PER_ROUND, () =>
        fetch(`${platform.url}/api/businesses`, { headers }),
      ),
      await measure('POST /auth/v1/token (password)', SIGNINS_PER_ROUND, signIn),
    ];
    console.log(
      `inserted ${BUSINESSES - 4} businesses through the API in ${insertSeconds.toFixed(1)} s`,
    );
    console.table(
      results.map((r) => ({
        request: r.label,
        'p50 ms (median of rounds)': r.p50.toFixed(1),
        'p95 ms (median of rounds)': r.p95.toFixed(1),
        rounds: `${r.rounds} x ${r.perRound}`,
      })),
    );
  } finally {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
