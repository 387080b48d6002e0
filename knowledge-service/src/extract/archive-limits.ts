import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { ExtractionError } from './extraction-error';

export interface ArchiveLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Refuses an archive (a DOCX is a zip) that holds more files or would unpack to more bytes
 * than the limits, before any parser inflates it: a 100 KB DOCX that inflated to 100 MB
 * took the platform from 378 to 772 MB. The central directory's count and sizes are checked
 * first; they are the sender's word, so each entry is then inflated once and thrown away as
 * it streams, and yauzl stops an entry the moment it inflates past its declared size.
 */
export async function checkArchive(bytes: Buffer, limits: ArchiveLimits): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw new ExtractionError(`The file is not a readable zip archive: ${reason(error)}`);
  }
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new ExtractionError(
        `The archive holds ${zip.entryCount} files; at most ${limits.maxEntries} are read`,
      );
    const entries: Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw tooLarge(limits);
      entries.push(entry);
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      for await (const _chunk of await zip.openReadStreamPromise(entry));
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError(`The archive is damaged or misstates its sizes: ${reason(error)}`);
  } finally {
    zip.close();
  }
}

const tooLarge = (limits: ArchiveLimits) =>
  new ExtractionError(
    `The archive would unpack to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB`,
  );
