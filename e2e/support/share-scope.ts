import type { Page } from '@playwright/test';

export interface LoadedShare {
  pkg: string;
  version: string;
  from: string;
  useIn: string[];
}

/** Every shared module the federation runtime has loaded, from every instance's share scope. */
export function loadedShares(page: Page): Promise<LoadedShare[]> {
  return page.evaluate(() => {
    type Info = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>>;
        };
      }
    ).__FEDERATION__;
    const seen = new Map<string, LoadedShare>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            const key = `${pkg}@${version}@${info.from}`;
            const previous = seen.get(key);
            const useIn = [...new Set([...(previous?.useIn ?? []), ...(info.useIn ?? [])])];
            seen.set(key, { pkg, version, from: info.from, useIn });
          }
        }
      }
    }
    return [...seen.values()];
  });
}

/**
 * For each loaded shared module of `packages`, the members it reads through a getter rather
 * than holds: none for a CommonJS module's own exports object (React's), every one for a
 * namespace object made around it.
 */
export function sharedModuleGetters(page: Page, packages: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    type Info = { loaded?: boolean; lib?: () => object };
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>>;
        };
      }
    ).__FEDERATION__;
    const found: string[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const pkg of wanted) {
          for (const info of Object.values(packages[pkg] ?? {})) {
            if (!info.loaded || !info.lib) continue;
            const getters = Object.entries(Object.getOwnPropertyDescriptors(info.lib()))
              .filter(([, descriptor]) => descriptor.get)
              .map(([name]) => name);
            found.push(`${pkg}: ${getters.length} getters (${getters.slice(0, 3).join(', ')})`);
          }
        }
      }
    }
    return found;
  }, packages);
}
