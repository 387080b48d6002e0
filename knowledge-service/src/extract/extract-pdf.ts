import { extractText, getDocumentProxy } from 'unpdf';
import { ExtractionError, type ExtractedText } from './extraction-error';
import { pdfTitle } from './pdf-title';

// unpdf bundles a serverless pdf.js build: pure JavaScript, runs on Node 20, no native binaries.
export async function extractPdf(bytes: Buffer): Promise<ExtractedText> {
  if (bytes.subarray(0, 1024).indexOf('%PDF-') === -1)
    throw new ExtractionError('The file is not a PDF: it has no %PDF header');
  let pages: string[];
  let title: string | undefined;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      pages = (await extractText(pdf, { mergePages: false })).text;
      title = await pdfTitle(pdf);
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExtractionError(`The PDF could not be read (corrupt or encrypted): ${reason}`);
  }
  return { pages, pageCount: pages.length, ...(title ? { title } : {}) };
}
