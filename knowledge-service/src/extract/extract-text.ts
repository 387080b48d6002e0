import type { ArchiveLimits } from './archive-limits';
import { extractDocx } from './extract-docx';
import { parseHtml } from './extract-html';
import { extractPdf } from './extract-pdf';
import { extractCsv, extractJson, extractMarkdown } from './extract-structured';
import { ExtractionError, type ExtractedText } from './extraction-error';
import type { FileType } from './file-types';

function decodeText(bytes: Buffer): string {
  // NUL bytes mean a binary file renamed to .txt; indexing it would store garbage.
  if (bytes.includes(0)) throw new ExtractionError('The file is not text: it contains binary data');
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/**
 * Every format's text. The readers are loaded with this module, which only the text
 * pipeline's worker thread imports (see indexing/pipeline-thread.ts): the platform's own
 * thread never loads the PDF and Word libraries.
 */
export async function extractText(
  type: FileType,
  bytes: Buffer,
  archive: ArchiveLimits,
): Promise<ExtractedText> {
  switch (type) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return extractDocx(bytes, archive);
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
