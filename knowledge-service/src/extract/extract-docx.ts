import mammoth from 'mammoth';
import { checkArchive, type ArchiveLimits } from './archive-limits';
import { ExtractionError, type ExtractedText } from './extraction-error';

export async function extractDocx(bytes: Buffer, limits: ArchiveLimits): Promise<ExtractedText> {
  await checkArchive(bytes, limits);
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return { pages: [value], pageCount: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExtractionError(`The Word document could not be read (not a valid .docx): ${reason}`);
  }
}
