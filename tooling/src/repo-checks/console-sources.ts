import fs from 'node:fs';
import path from 'node:path';
import { FRONT_END_PACKAGES, REPO_ROOT } from '../stack/repo-paths';

const CONSOLE_PACKAGES = [...FRONT_END_PACKAGES, 'shared-data', 'shared-auth', 'shared-ui'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every TypeScript file the console's browser code is built from, tests left out. */
export function consoleSourceFiles(): string[] {
  return CONSOLE_PACKAGES.flatMap((pkg) => sourceFiles(path.join(REPO_ROOT, pkg, 'src')));
}
