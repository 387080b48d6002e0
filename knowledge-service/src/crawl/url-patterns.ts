/**
 * include_patterns / exclude_patterns are globs (`*` any text) matched against
 * the URL's path and query, or the whole URL; without a `*` a pattern matches
 * as a substring. Globs rather than regular expressions: a client-supplied
 * regular expression could hang the crawler.
 */
function matcher(pattern: string): (url: URL) => boolean {
  if (!pattern.includes('*')) return (url) => url.href.includes(pattern);
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (url) => regex.test(url.pathname + url.search) || regex.test(url.href);
}

export function urlFilter(include: string[], exclude: string[]): (url: URL) => boolean {
  const includes = include.map(matcher);
  const excludes = exclude.map(matcher);
  return (url) =>
    (includes.length === 0 || includes.some((match) => match(url))) &&
    !excludes.some((match) => match(url));
}
