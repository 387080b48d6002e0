/**
 * include_patterns / exclude_patterns are globs (`*` any text) matched against
 * the URL's path and query, or the whole URL; without a `*` a pattern matches
 * as a substring. Globs rather than regular expressions: a client-supplied
 * regular expression could hang the crawler.
 */

/**
 * Whether `text` is `pattern` with each `*` standing for any run of characters, in time
 * linear in the text: the literal pieces between stars must be a prefix, a suffix and, in
 * between, each found at its first place after the one before (the leftmost place leaves
 * the most room for the rest, so no other placement can succeed where it fails).
 *
 * Not a regular expression, and not a glob library: each `*` as `.*` backtracked
 * polynomially (`********Z` froze the process 4.5 s per URL), and picomatch and micromatch
 * compile globs to the same kind of expression (`*a*a*a*a*a*a*a*a*b` against 1,000 letters
 * ran for over 10 s); their `*` also stops at `/`, which would change what saved patterns match.
 */
export function wildcardMatch(pattern: string, text: string): boolean {
  const pieces = pattern.split('*');
  if (pieces.length === 1) return pattern === text;
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (text.length < first.length + last.length) return false;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  const end = text.length - last.length;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    if (!piece) continue;
    const found = text.indexOf(piece, at);
    if (found === -1 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

function matcher(pattern: string): (url: URL) => boolean {
  if (!pattern.includes('*')) return (url) => url.href.includes(pattern);
  return (url) =>
    wildcardMatch(pattern, url.pathname + url.search) || wildcardMatch(pattern, url.href);
}

/** Which pattern rule leaves a URL out, in words staff can act on. */
export interface PatternRefusal {
  reason: 'include' | 'exclude';
  detail: string;
}

/** Why the patterns leave `url` out (an exclude pattern matched, or no include pattern did), or undefined. */
export function patternRefusal(
  include: string[],
  exclude: string[],
): (url: URL) => PatternRefusal | undefined {
  const includes = include.map(matcher);
  const excludes = exclude.map((pattern) => ({ pattern, match: matcher(pattern) }));
  return (url) => {
    if (includes.length > 0 && !includes.some((match) => match(url)))
      return {
        reason: 'include',
        detail: `Matches none of the include patterns (${include.join(', ')})`,
      };
    const excluded = excludes.find(({ match }) => match(url));
    return excluded
      ? { reason: 'exclude', detail: `Matches the exclude pattern ${excluded.pattern}` }
      : undefined;
  };
}

export function urlFilter(include: string[], exclude: string[]): (url: URL) => boolean {
  const refusal = patternRefusal(include, exclude);
  return (url) => refusal(url) === undefined;
}
