import pg from 'pg';
import { openDatabase, type Database } from '@switchboard/server-kit/db/connect';
import { createTestStorage, testBackend, type TestStorage } from '../../testing/test-platform';
import { businessPageQueries } from './business-page';
import { parseBusinessPageQuery } from './business-page-query';

// PGlite cannot load inside jest's module sandbox; the plan is PostgreSQL's on both.
const onPostgres = testBackend() === 'postgres' ? describe : describe.skip;

/**
 * At 100,000 businesses a search that reads the whole table took a second per query. On a
 * handful of seeded rows the planner would read the table anyway, so sequential scans are
 * priced out: what is left shows whether the search can be answered from indexes at all.
 */
onPostgres('the businesses quick search', () => {
  let storage: TestStorage;
  let database: Database;
  let client: pg.Client;

  beforeAll(async () => {
    storage = await createTestStorage();
    database = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: '' });
    client = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await client.connect();
    await client.query('SET enable_seqscan = off');
  });

  afterAll(async () => {
    await client.end();
    await database.close();
    await storage.dispose();
  });

  it.each(['private mombasa', 'valley', 'health'])(
    'counts the matches for "%s" from indexes, without reading every business',
    async (words) => {
      const { counted } = businessPageQueries(database.db, parseBusinessPageQuery({ q: words }));
      const { sql, params } = counted.toSQL();
      const plan = await client.query(`EXPLAIN ${sql}`, params);
      const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      expect(text).not.toMatch(/Seq Scan on businesses/);
      expect(text).toMatch(/businesses_(name|industry|city)_trgm_idx/);
    },
  );
});
