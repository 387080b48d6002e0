/**
 * A callbackUrl the gateway may send the browser to: a path on this origin, either as
 * written (`/bots?x=1`) or as an absolute URL of this very origin. Anything else
 * (other hosts, `//host`, `/\host`, javascript:) is null.
 */
export function sameOriginPath(value: unknown, requestOrigin: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  // Normalised, so `http://host:80` and `http://host` are one origin.
  const origin = new URL(requestOrigin).origin;
  if (value.startsWith('/') && !/^\/[/\\]/.test(value)) {
    const parsed = new URL(value, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  }
  try {
    const parsed = new URL(value);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
