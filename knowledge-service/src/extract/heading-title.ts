/** Longest text taken as a document's title: a heading longer than this is a paragraph. */
const MAX_TITLE = 200;

/**
 * A heading or title property as a document title: spaces collapsed, and only when it
 * reads as one (some letters, not too long, not a file name or "Untitled" left by a tool).
 */
export function usableTitle(text: string | undefined | null): string | undefined {
  const title = text?.replace(/\s+/g, ' ').trim();
  if (!title || title.length > MAX_TITLE || !/\p{L}/u.test(title)) return undefined;
  if (/^untitled\b/i.test(title) || /\.(pdf|docx?|txt|md|html?)$/i.test(title)) return undefined;
  return title;
}
