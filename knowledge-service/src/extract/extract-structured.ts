import { parse as parseCsv } from 'csv-parse/sync';
import { ExtractionError, type ExtractedText } from './extraction-error';

/** Each row becomes "header: value; …" so a row is a self-contained passage. */
export function extractCsv(text: string): ExtractedText {
  let rows: string[][];
  try {
    rows = parseCsv(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw new ExtractionError(
      `The CSV could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header, ...body] = rows;
  if (!header) return { pages: [''], pageCount: null };
  const lines = body.map((row) =>
    row
      .map((value, index) => (header[index] ? `${header[index]}: ${value}` : value))
      .filter((cell) => cell.trim() !== '')
      .join('; '),
  );
  return { pages: [[header.join(', '), '', ...lines].join('\n\n')], pageCount: null };
}

/** Deeper than any real document; the walk below recurses once per level. */
export const MAX_JSON_DEPTH = 100;

/**
 * Whether brackets outside strings nest deeper than `limit`, in one pass before parsing:
 * 200 KB of `[` overflowed the stack in the walk, and the job retried it for 70 s.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
}

/** Leaves become "path: value" lines, which keeps keys searchable next to their values. */
export function extractJson(text: string): ExtractedText {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new ExtractionError(`The JSON is nested deeper than ${MAX_JSON_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ExtractionError(
      `The JSON could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const lines: string[] = [];
  // Keys are joined with spaces around the separator: "warehouse.forklifts" would be indexed as
  // one token (PostgreSQL's parser reads it as a host name), so "forklifts" would find nothing.
  const walk = (node: unknown, path: string) => {
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path} › ${key}` : key);
    } else if (node !== null && node !== undefined && String(node).trim() !== '') {
      lines.push(path ? `${path}: ${String(node)}` : String(node));
    }
  };
  walk(value, '');
  return { pages: [lines.join('\n')], pageCount: null };
}

/**
 * Markdown syntax would only add noise to the index; the words stay. No part of a pattern
 * can run over the character that starts its next match (a link's text stops at "[" as well
 * as "]", its address at "(" as well as ")"), so no place is scanned twice: `[^\]]+` ran
 * over every "[" after each "[" (40,000 of them froze the process 1.4 s). A marker's indent
 * and the space after it are spaces or tabs, never a line break: `\s` there ate the blank
 * line before each heading or list, so a heading ran into the paragraph above it.
 */
export function extractMarkdown(text: string): ExtractedText {
  const title = /^#[ \t]+(\S.*)$/m.exec(text)?.[1]?.trim();
  const plain = text
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/!\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/\[([^[\]]+)\]\([^()]*\)/g, '$1')
    .replace(/^[ \t]{0,3}(#{1,6}|>|[-*+]|\d+\.)(?:[ \t]+|$)/gm, '')
    .replace(/(\*\*|__|\*|_|`)(\S[^\n]*?)\1/g, '$2');
  return { pages: [plain], pageCount: null, ...(title ? { title } : {}) };
}
