import { Parser } from 'htmlparser2';
import { ExtractionError } from './extraction-error';

export interface ParsedHtml {
  title: string | undefined;
  text: string;
  /** Every `<a href>`, navigation and footer included: the crawler follows them all. */
  links: string[];
}

const NOT_CONTENT = new Set([
  'head',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'nav',
  'footer',
]);

// Where a line of text ends: the block elements node-html-parser's structuredText used.
const BLOCKS = new Set(
  'h1 h2 h3 h4 h5 h6 header hgroup details dialog dd div dt fieldset figcaption figure form table td tr address article aside blockquote br hr li main ol p pre section ul'.split(
    ' ',
  ),
);

/**
 * Deeper than real pages nest (Chromium's parser stops nesting at 512). The parser looks
 * for each end tag among the open elements, so without a cap 1 MB of unclosed tags and
 * then unmatched end tags took seconds.
 */
export const MAX_HTML_DEPTH = 256;

const line = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Visible text in reading order, one block element per line, the page title and its links,
 * in one streaming pass. htmlparser2 rather than a DOM: node-html-parser re-parented the
 * children of every unclosed element and rescanned unclosed comments, which took seconds
 * for 100 KB and minutes for a 2 MB page.
 */
export function parseHtml(html: string): ParsedHtml {
  const lines: string[] = [];
  const links: string[] = [];
  let current = '';
  let hidden = 0;
  let depth = 0;
  let title: string | undefined;
  let heading: string | undefined;
  let capture: { tag: 'title' | 'h1'; text: string } | undefined;
  const endLine = () => {
    const text = line(current);
    if (text) lines.push(text);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (depth > MAX_HTML_DEPTH)
          throw new ExtractionError(`The page nests elements deeper than ${MAX_HTML_DEPTH} levels`);
        if (name === 'a' && attributes.href !== undefined) links.push(attributes.href);
        if ((name === 'title' && title === undefined) || (name === 'h1' && heading === undefined))
          capture ??= { tag: name, text: '' };
        if (NOT_CONTENT.has(name)) hidden += 1;
        else if (BLOCKS.has(name)) endLine();
      },
      ontext(text) {
        if (capture) capture.text += text;
        if (hidden === 0) current += text;
      },
      onclosetag(name) {
        depth -= 1;
        if (NOT_CONTENT.has(name)) hidden -= 1;
        else if (BLOCKS.has(name)) endLine();
        if (capture?.tag !== name) return;
        if (name === 'title') title = line(capture.text);
        else if (hidden === 0) heading = line(capture.text);
        capture = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  // A blank line between blocks: each heading and paragraph stays its own paragraph when chunked.
  return { title: title || heading || undefined, text: lines.join('\n\n'), links };
}
