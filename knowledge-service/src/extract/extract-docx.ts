import mammoth from 'mammoth';
import { checkArchive, type ArchiveLimits } from './archive-limits';
import { docxTitle } from './docx-title';
import { ExtractionError, type ExtractedText } from './extraction-error';

export async function extractDocx(bytes: Buffer, limits: ArchiveLimits): Promise<ExtractedText> {
  await checkArchive(bytes, limits);
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    const title = await docxTitle(bytes);
    return { pages: [value], pageCount: null, ...(title ? { title } : {}) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExtractionError(`The Word document could not be read (not a valid .docx): ${reason}`);
  }
}
