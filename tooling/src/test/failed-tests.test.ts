import { jestFailures, playwrightFailures } from './failed-tests';
import { reportFiles } from './report-files';

const writeJson = reportFiles('failed-');

describe('failed tests', () => {
  it('names the failed Jest tests with the start of their reason, without colour codes', () => {
    const report = writeJson({
      testResults: [
        {
          name: '/repo/platform/src/a.test.ts',
          assertionResults: [
            { fullName: 'passes', status: 'passed' },
            {
              fullName: 'answers',
              status: 'failed',
              failureMessages: [
                '\u001b[31mExpected: 200\u001b[39m\n\nReceived: 500\n' + 'at x\n'.repeat(20),
              ],
            },
          ],
        },
        {
          name: '/repo/platform/src/b.test.ts',
          message: 'Cannot find module ./gone',
          assertionResults: [],
        },
      ],
    });
    const failed = jestFailures(report, '/repo');
    expect(failed.map((test) => test.name)).toEqual([
      'platform/src/a.test.ts › answers',
      'platform/src/b.test.ts (the suite did not run)',
    ]);
    expect(failed[0]!.reason.split('\n')).toEqual([
      'Expected: 200',
      'Received: 500',
      'at x',
      'at x',
      'at x',
      'at x',
    ]);
    expect(failed[1]!.reason).toBe('Cannot find module ./gone');
  });

  it('names the Playwright tests whose outcome was unexpected, with their last error', () => {
    const report = writeJson({
      errors: [{ message: 'webServer exited early' }],
      suites: [
        {
          file: 'chat.spec.ts',
          specs: [
            {
              title: 'flaky but passed',
              tests: [{ status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }],
            },
            {
              title: 'chats',
              tests: [
                {
                  status: 'unexpected',
                  results: [{ error: { message: 'one' } }, { error: { message: 'two' } }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightFailures(report)).toEqual([
      { name: 'e2e (outside any test)', reason: 'webServer exited early' },
      { name: 'e2e/chat.spec.ts › chats', reason: 'two' },
    ]);
  });

  it('has nothing to report for a missing report', () => {
    expect(jestFailures('/no/such/report.json', '/')).toEqual([]);
    expect(playwrightFailures('/no/such/report.json')).toEqual([]);
  });
});
