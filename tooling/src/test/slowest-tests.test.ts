import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestTimes, playwrightTimes, slowest } from './slowest-tests';

let dir: string;
let written = 0;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slowest-'));
});
// The run's temporary folder may be in memory, which nothing clears but a reboot.
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeJson(value: unknown): string {
  written += 1;
  const file = path.join(dir, `report-${written}.json`);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('slowest tests', () => {
  it('reads Jest and Playwright reports and ranks their tests by duration', () => {
    const jest = writeJson({
      testResults: [
        {
          name: '/repo/shared-ui/src/a.test.tsx',
          assertionResults: [
            { fullName: 'renders', duration: 1200 },
            { fullName: 'skipped one', duration: null },
          ],
        },
      ],
    });
    const playwright = writeJson({
      suites: [
        {
          file: 'setup.spec.ts',
          specs: [
            {
              title: 'adds a business',
              file: 'setup.spec.ts',
              tests: [{ results: [{ duration: 3000 }, { duration: 500 }] }],
            },
          ],
        },
      ],
    });
    const ranked = slowest([...jestTimes(jest, '/repo'), ...playwrightTimes(playwright)], 2);
    expect(ranked).toEqual([
      { name: 'e2e/setup.spec.ts › adds a business', seconds: 3.5 },
      { name: 'shared-ui/src/a.test.tsx › renders', seconds: 1.2 },
    ]);
  });

  it('has nothing to report for a missing report', () => {
    expect(jestTimes('/no/such/report.json', '/')).toEqual([]);
    expect(playwrightTimes('/no/such/report.json')).toEqual([]);
  });
});
