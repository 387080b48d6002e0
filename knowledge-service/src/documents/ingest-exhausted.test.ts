import PgBoss from 'pg-boss';
import pg from 'pg';
import {
  createTestStorage,
  testBackend,
  type TestPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';
import {
  kbClient,
  startKbPlatform,
  uploadFile,
} from '@switchboard/platform/testing/kb-test-platform';

/**
 * A document whose ingestion job loses its worker on the last attempt must end as failed
 * with the reason, not stay queued. The dead worker is this test: on the platform's
 * PostgreSQL it takes the document's job from the queue, as an instance would, and never
 * finishes it. Needs a database the test can reach while the platform runs.
 */
const onPostgres = testBackend() === 'postgres' ? it : it.skip;

const env = {
  JOB_RETRY_LIMIT: '1',
  JOB_MAINTENANCE_SECONDS: '1',
  JOB_POLLING_SECONDS: '1',
};

let storage: TestStorage;
let platform: TestPlatform | undefined;
afterAll(async () => {
  await platform?.close();
  await storage?.dispose();
}, 120_000);

onPostgres(
  'fails a document whose ingestion worker died on its last attempt',
  async () => {
    storage = await createTestStorage();
    platform = await startKbPlatform(env, storage);
    const uploaded = await uploadFile(kbClient(platform), 'tides.txt', 'High tide is at 06:10.');
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.id as string;
    await platform.close();
    platform = undefined;

    // While no instance runs: the document is queued again and its job is taken by a
    // worker that will die with it (no retry left, expiring a second after it started).
    const database = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await database.connect();
    await database.query(`UPDATE kb_documents SET status = 'queued' WHERE id = $1`, [id]);
    await database.end();
    const boss = new PgBoss({
      connectionString: storage.env.DATABASE_URL,
      schedule: false,
      supervise: false,
    });
    await boss.start();
    await boss.send('kb-ingest', { documentId: id }, { retryLimit: 0, expireInSeconds: 1 });
    expect(await boss.fetch('kb-ingest')).toHaveLength(1);
    await boss.stop({ graceful: false, wait: true });

    platform = await startKbPlatform(env, storage);
    const kb = kbClient(platform);
    const ended = await until('the document to leave its running states', async () => {
      const current = (await kb.get(`/documents/${id}`)).body;
      return ['queued', 'extracting', 'indexing'].includes(current.status) ? undefined : current;
    });
    expect(ended).toMatchObject({
      status: 'failed',
      error:
        'Processing stopped after its last attempt: its worker stopped answering (the instance may have died)',
    });
  },
  300_000,
);
