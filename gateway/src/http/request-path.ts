/** A path's first segment that puts it among the gateway's server routes. */
export const API_PREFIX = '/api/';
const MAX_DECODING_ROUNDS = 4;

// Characters no client ever needs to percent-encode (RFC 3986's unreserved set) plus the
// ones that change a path's shape once decoded: spelled encoded, they only serve to make
// one path look like another to whoever reads it undecoded.
const SHAPE_OR_UNRESERVED = /[A-Za-z0-9\-._~/\\%]/;

/** The path of a request target (origin-form or absolute-form), without query or fragment. */
export function pathOf(url: string): string {
  const path = url.startsWith('/') ? url : safeUrlPath(url);
  return path.split(/[?#]/, 1)[0]!;
}

function safeUrlPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function decodeFully(path: string): string | null {
  let current = path;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

/**
 * The path as the most forgiving reader would take it: decoded until nothing changes,
 * backslashes as slashes, empty and dot segments resolved, lower case. Null when it cannot
 * be decoded at all.
 */
export function canonicalPath(path: string): string | null {
  const decoded = decodeFully(path);
  if (decoded === null) return null;
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = /[/\\]$/.test(decoded) && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`.toLowerCase();
}

/** Whether any reading of the path, however forgiving, lands among the server routes. */
export function mayReachApi(path: string): boolean {
  const canonical = canonicalPath(path);
  return canonical === null || canonical === '/api' || canonical.startsWith(API_PREFIX);
}

/**
 * Why this spelling of a server-route path is refused, or undefined when it is spelled
 * the one way the console spells it: literally `/api/`, no encoded unreserved or
 * shape-changing characters, no empty or dot segments.
 */
export function oddSpelling(url: string): string | undefined {
  if (!url.startsWith('/')) return 'the request target is not a path';
  const path = pathOf(url);
  if (!path.startsWith(API_PREFIX)) return 'it must start with /api/ as written';
  for (const match of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    if (SHAPE_OR_UNRESERVED.test(String.fromCharCode(parseInt(match[1]!, 16)))) {
      return `${match[0]} is encoded although it needs no encoding`;
    }
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return 'it holds a stray %';
  if (path.includes('\\')) return 'it holds a backslash';
  if (path.includes('//')) return 'it holds an empty segment';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'it holds a dot segment';
  }
  return undefined;
}
