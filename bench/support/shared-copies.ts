import type { Page } from '@playwright/test';
import { loadedShares } from '../../e2e/support/share-scope';

/** Shared libraries the federation runtime loaded more than once, with where from. */
export async function duplicatedShares(page: Page): Promise<string[]> {
  const copies = new Map<string, string[]>();
  for (const share of await loadedShares(page)) {
    copies.set(share.pkg, [
      ...(copies.get(share.pkg) ?? []),
      `${share.version} from ${share.from}`,
    ]);
  }
  return [...copies]
    .filter(([, from]) => from.length > 1)
    .map(([pkg, from]) => `${pkg} (${from.join(', ')})`);
}

/** How many distinct shared libraries were loaded at all (to show the check saw something). */
export async function sharedCount(page: Page): Promise<number> {
  return new Set((await loadedShares(page)).map((share) => share.pkg)).size;
}
