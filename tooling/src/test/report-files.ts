import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * For tests of the report readers: writes each value as a JSON report in a folder of its
 * own, removed after the file's tests (the run's temporary folder may be in memory, which
 * nothing clears but a reboot).
 */
export function reportFiles(prefix: string): (value: unknown) => string {
  let dir = '';
  let written = 0;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return (value) => {
    written += 1;
    const file = path.join(dir, `report-${written}.json`);
    fs.writeFileSync(file, JSON.stringify(value));
    return file;
  };
}
