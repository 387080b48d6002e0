import JSZip from 'jszip';
import { makeDocx } from '../testing/kb-fixtures';
import { checkArchive } from './archive-limits';
import { extractDocx } from './extract-docx';

const limits = { maxEntries: 10, maxUnpackedBytes: 1024 * 1024 };

async function zipOf(files: Record<string, string | Uint8Array>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/** Rewrites every stated uncompressed size (local header and central directory) to `size`. */
function understate(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at < out.length - 4; at += 1) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x04034b50) out.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) out.writeUInt32LE(size, at + 24);
  }
  return out;
}

it('reads an ordinary Word document', async () => {
  const docx = Buffer.from(await makeDocx(['Visitors need a tide permit.']));
  await expect(checkArchive(docx, limits)).resolves.toBeUndefined();
  expect((await extractDocx(docx, limits)).pages[0]).toMatch(/tide permit/);
});

it('refuses more files than the limit before reading any', async () => {
  const files = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}.xml`, 'x']));
  await expect(checkArchive(await zipOf(files), limits)).rejects.toThrow(
    'The archive holds 11 files; at most 10 are read',
  );
});

it('refuses an archive whose stated sizes add up to more than the limit', async () => {
  const files = { 'a.xml': 'a'.repeat(600_000), 'b.xml': 'b'.repeat(600_000) };
  await expect(checkArchive(await zipOf(files), limits)).rejects.toThrow(
    'The archive would unpack to more than 1 MB',
  );
});

it('refuses an archive that inflates past the sizes it states, without inflating it all', async () => {
  const bomb = understate(
    await zipOf({ 'word/document.xml': new Uint8Array(50 * 1024 * 1024) }),
    100,
  );
  const heap = process.memoryUsage().arrayBuffers;
  await expect(checkArchive(bomb, limits)).rejects.toThrow(/misstates its sizes/);
  expect(process.memoryUsage().arrayBuffers - heap).toBeLessThan(20 * 1024 * 1024);
  await expect(extractDocx(bomb, limits)).rejects.toThrow(/misstates its sizes/);
});

it('refuses a file that is no zip at all', async () => {
  await expect(extractDocx(Buffer.from('PK not a zip'), limits)).rejects.toThrow(
    /not a readable zip archive/,
  );
});
