import { useKbPlatform, uploadFile } from '@switchboard/platform/testing/kb-test-platform';

const { platform, kb } = useKbPlatform({ KB_INGEST_TIME_LIMIT_MS: '100' }, 'customer-support');

it('fails a document that takes longer than the time limit, clearly, without stalling the platform', async () => {
  // Warms the worker up, so the limit measures reading, not starting.
  expect((await uploadFile(kb, 'warm.txt', 'Warm up.')).status).toBe(201);
  const long = 'The office opens at nine on weekdays and at ten on Saturdays. '.repeat(160_000);
  const upload = uploadFile(kb, 'long.txt', long);
  const started = performance.now();
  const health = await fetch(`${platform.url}/health`);
  expect(health.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(await upload).toMatchObject({
    status: 422,
    body: { error: 'Extraction took longer than 0.1 s', document: { status: 'failed' } },
  });
  // The next document gets a fresh worker.
  expect(await uploadFile(kb, 'after.txt', 'Still reading files.')).toMatchObject({
    status: 201,
    body: { status: 'ready' },
  });
});
