import JSZip from 'jszip';
import { useKbPlatform, uploadFile } from '@switchboard/platform/testing/kb-test-platform';
import { makeDocx } from '../testing/kb-fixtures';

const { kb } = useKbPlatform({}, 'customer-support');

// The probe's zip bomb: a 100 KB .docx inflating to 100 MB was accepted (378 → 772 MB).
it('refuses a Word document that would unpack past the cap, at once and with 422', async () => {
  const zip = await JSZip.loadAsync(await makeDocx(['A readable document with a large part.']));
  zip.file('word/media/filler.bin', new Uint8Array(100 * 1024 * 1024));
  const bomb = await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  expect(bomb.length).toBeLessThan(200 * 1024);
  const refused = await uploadFile(kb, 'bomb.docx', bomb);
  expect(refused).toMatchObject({
    status: 422,
    body: {
      error: 'The archive would unpack to more than 64 MB',
      document: { status: 'failed' },
    },
  });
});

// The probe's upload: 200 KB of nested "[" overflowed the stack, retried for 70 s, then 502.
// The reader's own refusal can only come from an attempt that did not throw: an attempt
// that overflowed would be retried and end with its exception's text or the retries' end.
it('refuses JSON nested too deep with 422 on the first attempt', async () => {
  const refused = await uploadFile(kb, 'deep.json', '['.repeat(100_000) + ']'.repeat(100_000));
  expect(refused).toMatchObject({
    status: 422,
    body: { error: 'The JSON is nested deeper than 100 levels', document: { status: 'failed' } },
  });
});

// The probe's uploads: 60 KB of "a" then ".b" froze every caller 4.3 s, 40,000 "[" 1.4 s.
// That the platform's callers stay free while such text is read is the pipeline thread's
// own check (indexing/pipeline-thread.test.ts); here the upload reads it whole.
it('reads hostile text through the pipeline, and keeps every character', async () => {
  const [run, brackets] = await Promise.all([
    uploadFile(kb, 'run.txt', `${'a'.repeat(60_000)}.b`),
    uploadFile(kb, 'brackets.md', '['.repeat(40_000)),
  ]);
  expect(run.body).toMatchObject({ status: 'ready', char_count: 60_002 });
  expect(brackets.body).toMatchObject({ status: 'ready', char_count: 40_000 });
  const chunks = (await kb.get(`/documents/${run.body.id}/chunks`)).body.chunks;
  expect(chunks.map((chunk: { content: string }) => chunk.content).join('')).toBe(
    `${'a'.repeat(60_000)}.b`,
  );
});
