import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../stack/repo-paths';
import { consoleSourceFiles } from './console-sources';

/**
 * Every remote injects its endpoints into the one shared RTK Query API at run time, where
 * the first definition of a name wins and a later one is dropped without a word in a
 * production build. Two remotes using one name is a bug that only shows when they load
 * in a certain order, so it is checked here over the source rather than in any one remote.
 */
const ENDPOINT = /^[ \t]*(\w+): build\.(?:query|mutation)\b/gm;
function endpointFiles(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of consoleSourceFiles()) {
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(ENDPOINT)) {
      byName.set(name!, [...(byName.get(name!) ?? []), path.relative(REPO_ROOT, file)]);
    }
  }
  return byName;
}

describe('the shared API', () => {
  it('finds the endpoints it checks', () => {
    expect(endpointFiles().get('getBots')).toHaveLength(1);
  });

  it('gets no endpoint name from two places', () => {
    const twice = [...endpointFiles()].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(twice)).toEqual({});
  });
});
