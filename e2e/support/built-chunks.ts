import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@switchboard/tooling/stack/repo-paths';

/**
 * The script files of a package's production build that hold a source matching `source`,
 * read from the build's hidden source maps. Chunk names are content hashes, so this is how
 * a test names "the chunk with axios" or "the chunk with the Business Types page".
 */
export function chunksHolding(pkg: string, source: RegExp): string[] {
  const dist = path.join(REPO_ROOT, pkg, 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => {
      const map = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as {
        sources: string[];
      };
      return map.sources.some((name) => source.test(name));
    })
    .map((file) => file.slice(0, -'.map'.length));
}

/** The file name a request asked for, without its folders. */
export const fileOf = (url: string) => path.posix.basename(new URL(url).pathname);
