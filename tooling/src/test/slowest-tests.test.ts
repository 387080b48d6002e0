import { jestTimes, playwrightTimes, slowest } from './slowest-tests';
import { reportFiles } from './report-files';

const writeJson = reportFiles('slowest-');

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
