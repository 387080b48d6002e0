import fs from 'node:fs';
import path from 'node:path';

export interface FailedTest {
  name: string;
  /** The first lines of the failure: the assertion and where it was made. */
  reason: string;
}

/**
 * The summary names what failed with the start of its reason: a CI log is often kept
 * only from its end, and the jest and Playwright output above it may be cut away.
 */
const REASON_LINES = 6;

function firstLines(text: string): string {
  return (
    text
      // Jest and Playwright colour their messages; a log file keeps the codes as noise.
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, REASON_LINES)
      .join('\n')
  );
}

interface JestReport {
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The failed tests of a Jest --json report, and suites that failed to run at all. */
export function jestFailures(file: string, root: string): FailedTest[] {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as JestReport;
  return (report.testResults ?? []).flatMap((suite) => {
    const suiteName = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${suiteName} › ${test.fullName}`,
        reason: firstLines((test.failureMessages ?? []).join('\n')),
      }));
    if (failed.length === 0 && suite.message) {
      return [{ name: `${suiteName} (the suite did not run)`, reason: firstLines(suite.message) }];
    }
    return failed;
  });
}

interface PlaywrightSuite {
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The tests Playwright counts as failed (an unexpected outcome), with their last error. */
export function playwrightFailures(file: string): FailedTest[] {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    suites?: PlaywrightSuite[];
    errors?: { message?: string }[];
  };
  const found: FailedTest[] = (report.errors ?? []).map((error) => ({
    name: 'e2e (outside any test)',
    reason: firstLines(error.message ?? ''),
  }));
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const errors = (test.results ?? []).map((result) => result.error?.message ?? '');
        found.push({
          name: `e2e/${spec.file ?? suite.file} › ${spec.title}`,
          reason: firstLines(errors.filter(Boolean).at(-1) ?? ''),
        });
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites?.forEach(walk);
  return found;
}
