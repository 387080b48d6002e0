/**
 * `rest` (the browser's path and query after the route prefix, still percent-encoded)
 * under `base`, or null when dot segments or tricks would leave the base's origin or path.
 */
export function targetUnder(base: string, rest: string): URL | null {
  const root = new URL(base);
  const basePath = root.pathname.replace(/(?<!\/)\/+$/, '');
  let target: URL;
  try {
    target = new URL(`${root.origin}${basePath}/${rest.replace(/^[/\\]+/, '')}`);
  } catch {
    return null;
  }
  const inside = target.pathname === basePath || target.pathname.startsWith(`${basePath}/`);
  if (target.origin !== root.origin || !inside) return null;
  target.hash = '';
  return target;
}

/** What follows `/{prefix}/…/` in the raw request URL, query included. */
export function restAfter(url: string, prefixSegments: number): string {
  return url
    .split('/')
    .slice(prefixSegments + 1)
    .join('/');
}
