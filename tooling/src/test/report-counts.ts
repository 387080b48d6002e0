import fs from 'node:fs';

/** Jest's --json report: how many tests passed and failed. */
export function jestCounts(file: string): { passed: number; failed: number } {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  };
}

interface PlaywrightSuite {
  specs?: { tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's JSON report: tests whose outcome was expected passed, the others failed. */
export function playwrightCounts(file: string): { passed: number; failed: number } {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    suites?: PlaywrightSuite[];
    errors?: unknown[];
  };
  let passed = 0;
  let failed = report.errors?.length ?? 0;
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') passed += 1;
        else if (test.status !== 'skipped') failed += 1;
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites?.forEach(walk);
  return { passed, failed };
}
