/**
 * Where to go after sign-in: only a path on this origin. Anything that could leave it
 * (absolute URLs, protocol-relative `//host`, backslash tricks, the login page itself)
 * goes to the root instead.
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const url = new URL(raw, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid' || url.pathname.startsWith('/auth/login'))
      return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

export function loginPath(returnUrl: string): string {
  return `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}
