import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { consoleSourceFiles } from '../repo-checks/console-sources';
import { REPO_ROOT } from '../stack/repo-paths';
import { sharedChunkGroups } from './shared-chunk-groups';

const MUI_ENTRY = /from ['"]@mui\/material\/([A-Za-z_]+)['"]/g;
/** The libraries the console's pages render MUI through, besides its own code. */
const MUI_BASED_LIBRARIES = ['@mui/x-data-grid', '@mui/x-charts'];

function entriesImportedBy(files: string[]): Set<string> {
  const entries = new Set<string>();
  for (const file of files) {
    for (const [, entry] of fs.readFileSync(file, 'utf8').matchAll(MUI_ENTRY)) entries.add(entry!);
  }
  return entries;
}

function libraryFiles(name: string): string[] {
  const root = path.dirname(
    createRequire(path.join(REPO_ROOT, 'shared-ui', 'package.json')).resolve(
      `${name}/package.json`,
    ),
  );
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(root, file));
}

/**
 * An entry in neither group is a chunk of its own: one more request on every signed-in
 * load, which is what the groups in shared-chunk-groups.ts are there to prevent.
 */
describe("the host's MUI chunk groups", () => {
  const groups = Object.values(sharedChunkGroups({ host: true }));
  const grouped = (entry: string) =>
    groups.some((group) =>
      group.test.test(`/repo/node_modules/@mui/material/${entry}/${entry}.mjs`),
    );

  it("hold every MUI entry the console's code imports", () => {
    const entries = entriesImportedBy(consoleSourceFiles());
    expect(entries).toContain('Dialog');
    expect([...entries].filter((entry) => !grouped(entry))).toEqual([]);
  });

  it('hold every MUI entry the data grid and the charts import', () => {
    const entries = entriesImportedBy(MUI_BASED_LIBRARIES.flatMap(libraryFiles));
    expect(entries).toContain('Popper');
    expect([...entries].filter((entry) => !grouped(entry))).toEqual([]);
  });
});
