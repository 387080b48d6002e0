import pg from 'pg';
import { openDatabase, type Database } from '@switchboard/server-kit/db/connect';
import { createTestStorage, testBackend, type TestStorage } from '../testing/test-platform';

const onPostgres = testBackend() === 'postgres' ? describe : describe.skip;

onPostgres('a pooled connection the server drops', () => {
  let storage: TestStorage;
  let database: Database;

  beforeAll(async () => {
    storage = await createTestStorage();
    database = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: '' });
  });

  afterAll(async () => {
    await database.close();
    await storage.dispose();
  });

  it('is logged and replaced, and the process carries on', async () => {
    // The pool reports the drop when the server's message arrives, however long that takes.
    let heard: () => void = () => undefined;
    const reported = new Promise<void>((resolve) => (heard = resolve));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => heard());
    await database.execute('SELECT 1');
    const admin = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    await reported;
    expect(logged).toHaveBeenCalledWith(
      '[database] idle database connection lost',
      expect.stringContaining('terminating connection'),
    );
    expect((await database.execute('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
    logged.mockRestore();
  });
});
