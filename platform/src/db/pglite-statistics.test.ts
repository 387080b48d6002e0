import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { shortLivedScript } from '../testing/platform-bundle';
import { createTestStorage, testBackend, type TestStorage } from '../testing/test-platform';

const PROBE = path.join(__dirname, '..', 'testing', 'search-plan-probe.ts');
const onPglite = testBackend() === 'pglite' ? describe : describe.skip;

/**
 * PGlite's plan for a quick search over 4,000 businesses, as the probe prints it. Up to about
 * 1,000 the planner scans the table even with statistics, rightly; 4,000 is well past that
 * and costs the probe half the time 10,000 did.
 */
async function searchPlan(statistics: 'keep' | 'none'): Promise<string> {
  const storage: TestStorage = await createTestStorage();
  try {
    const result = spawnSync(
      process.execPath,
      shortLivedScript(PROBE, storage.env.PLATFORM_DATA_DIR!, statistics, '4000'),
      { encoding: 'utf8' },
    );
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    return (JSON.parse(result.stdout) as string[]).join('\n');
  } finally {
    await storage.dispose();
  }
}

onPglite('PGlite statistics', () => {
  it('without them the planner reads every business for a quick search', async () => {
    expect(await searchPlan('none')).toMatch(/Seq Scan on businesses/);
  });

  it('with the statistics the platform keeps, the search is answered from its indexes', async () => {
    const plan = await searchPlan('keep');
    expect(plan).not.toMatch(/Seq Scan on businesses/);
    expect(plan).toMatch(/businesses_name_trgm_idx/);
  });
});
