/**
 * Allow-lists name exact origins (scheme, host and port): a bare host would admit every
 * port on it, which turns a loopback exception into a port scanner.
 */
export function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`"${value}" is not an origin like http://host:port`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`"${value}" is not an origin like http://host:port`);
  }
  return url.origin;
}

/** A comma-separated list of origins, each normalised; an empty list stays empty. */
export function parseOriginList(value: string | undefined, name: string): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item) => {
    try {
      return parseOrigin(item);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
  });
}

/** The URL's origin, when it parses. */
export function originOf(url: string | URL): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
