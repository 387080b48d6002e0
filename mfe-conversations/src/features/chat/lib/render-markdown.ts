import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

// Raw HTML in a reply stays text (html: false) and markdown-it refuses javascript:,
// vbscript: and data: links; DOMPurify then guards whatever the renderer lets through.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** A bot's Markdown reply as safe HTML: lists, code, tables and links; no script of any kind. */
export function renderMarkdown(text: string): string {
  return purifier.sanitize(markdown.render(text), {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img'],
  });
}
