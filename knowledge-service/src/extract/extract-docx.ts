import mammoth from 'mammoth';
import { ExtractionError, type ExtractedText } from './extraction-error';

export async function extractDocx(bytes: Buffer): Promise<ExtractedText> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return { pages: [value], pageCount: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExtractionError(`The Word document could not be read (not a valid .docx): ${reason}`);
  }
}
