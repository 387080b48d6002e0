import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestFailures, playwrightFailures } from './failed-tests';

let dir: string;
let written = 0;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeJson(value: unknown): string {
  written += 1;
  const file = path.join(dir, `report-${written}.json`);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

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
