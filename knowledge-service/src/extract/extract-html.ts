import { parse, type HTMLElement } from 'node-html-parser';

export interface ParsedHtml {
  title: string | undefined;
  text: string;
  root: HTMLElement;
}

const NOT_CONTENT = 'script, style, noscript, template, svg, iframe, nav, footer';

/** Visible text in reading order, one block element per line, and the page title. */
export function parseHtml(html: string): ParsedHtml {
  const root = parse(html, { comment: false });
  const title = root.querySelector('title')?.text.trim().replace(/\s+/g, ' ') || undefined;
  const body = root.querySelector('body') ?? root;
  // Removed from a clone so the caller can still read links inside <nav>.
  const content = parse(body.toString(), { comment: false });
  for (const node of content.querySelectorAll(NOT_CONTENT)) node.remove();
  const heading = content.querySelector('h1')?.text.trim();
  return { title: title ?? heading, text: content.structuredText.trim(), root };
}
