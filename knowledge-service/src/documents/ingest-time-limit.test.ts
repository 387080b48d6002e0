import type { KnowledgeDocument } from '@switchboard/domain';
import {
  useKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';

const { kb } = useKbPlatform({ KB_INGEST_TIME_LIMIT_MS: '1000' }, 'customer-support');

/**
 * Lists the documents again as soon as each answer comes, until `upload` settles: how many
 * answers showed `fileName` being extracted. A platform whose event loop the extraction
 * held answers none while it lasts, whatever the machine's speed.
 */
async function answersWhileExtracting(kb: KbClient, fileName: string, upload: Promise<unknown>) {
  let settled = false;
  const result = upload.finally(() => {
    settled = true;
  });
  let extracting = 0;
  while (!settled) {
    const { body } = await kb.get('/documents/');
    const { documents } = body as { documents: KnowledgeDocument[] };
    if (documents.some((d) => d.file_name === fileName && d.status === 'extracting'))
      extracting += 1;
  }
  return { result: await result, extracting };
}

it('fails a document that takes longer than the time limit, clearly, without stalling the platform', async () => {
  // Warms the worker up, so the limit measures reading, not starting.
  expect((await uploadFile(kb, 'warm.txt', 'Warm up.')).status).toBe(201);
  // Near the upload cap: reading it takes many times the limit on any machine.
  const long = 'The office opens at nine on weekdays and at ten on Saturdays. '.repeat(380_000);
  const { result: upload, extracting } = await answersWhileExtracting(
    kb,
    'long.txt',
    uploadFile(kb, 'long.txt', long),
  );
  expect(extracting).toBeGreaterThanOrEqual(2);
  expect(upload).toMatchObject({
    status: 422,
    body: { error: 'Extraction took longer than 1 s', document: { status: 'failed' } },
  });
  // The next document gets a fresh worker.
  expect(await uploadFile(kb, 'after.txt', 'Still reading files.')).toMatchObject({
    status: 201,
    body: { status: 'ready' },
  });
}, 180_000);
