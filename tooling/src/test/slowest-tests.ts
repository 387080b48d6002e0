import fs from 'node:fs';
import path from 'node:path';

export interface TimedTest {
  name: string;
  seconds: number;
}

interface JestReport {
  testResults?: {
    name: string;
    assertionResults?: { fullName: string; duration?: number | null }[];
  }[];
}

/** Every test in a Jest --json report with its duration. */
export function jestTimes(file: string, root: string): TimedTest[] {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as JestReport;
  return (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? []).map((test) => ({
      name: `${path.relative(root, suite.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; file?: string; tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every test in Playwright's JSON report with its duration (all its attempts). */
export function playwrightTimes(file: string): TimedTest[] {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { suites?: PlaywrightSuite[] };
  const found: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        found.push({ name: `e2e/${spec.file ?? suite.file} › ${spec.title}`, seconds: ms / 1000 });
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites?.forEach(walk);
  return found;
}

/** The `count` slowest tests, slowest first. */
export function slowest(tests: TimedTest[], count: number): TimedTest[] {
  return [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
