import { parseHtml } from './extract-html';
import { extractCsv, extractJson, extractMarkdown } from './extract-structured';
import { ExtractionError, type ExtractedText } from './extraction-error';
import type { FileType } from './file-types';

function decodeText(bytes: Buffer): string {
  // NUL bytes mean a binary file renamed to .txt; indexing it would store garbage.
  if (bytes.includes(0)) throw new ExtractionError('The file is not text: it contains binary data');
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

// The PDF and Word readers load on first use: with their libraries they took about 70 ms of
// every platform start, most of which never reads such a file.
export async function extractText(type: FileType, bytes: Buffer): Promise<ExtractedText> {
  switch (type) {
    case 'pdf':
      return (await import('./extract-pdf')).extractPdf(bytes);
    case 'docx':
      return (await import('./extract-docx')).extractDocx(bytes);
    case 'html': {
      const { title, text } = parseHtml(decodeText(bytes));
      return { pages: [text], pageCount: null, ...(title ? { title } : {}) };
    }
    case 'csv':
      return extractCsv(decodeText(bytes));
    case 'json':
      return extractJson(decodeText(bytes));
    case 'md':
      return extractMarkdown(decodeText(bytes));
    case 'txt':
      return { pages: [decodeText(bytes)], pageCount: null };
  }
}
