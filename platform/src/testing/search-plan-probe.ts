/**
 * Prints, as JSON, PGlite's plan for counting a businesses quick search over `count` extra
 * businesses, with or without the statistics the platform keeps (`keep` or `none`). Run
 * in a child process by pglite-statistics.test.ts: PGlite cannot load in jest's sandbox.
 */
import { businessPageQueries } from '../bots-api/businesses/business-page';
import { parseBusinessPageQuery } from '../bots-api/businesses/business-page-query';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '../db/migrate-store';
import { keepPgliteStatistics } from '../db/pglite-statistics';
import { businesses } from '../db/schema';

async function main() {
  const [dataDir, statistics, count] = process.argv.slice(2);
  const database = await openDatabase({ dataDir: dataDir! });
  try {
    await migrateStore(database.db);
    const rows = Array.from({ length: Number(count) }, (_, index) => ({
      name: `Probe Business ${String(index).padStart(6, '0')}`,
      industry: 'Technology',
      city: 'Nairobi',
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await database.db.insert(businesses).values(rows.slice(start, start + 1000));
    }
    const stop = statistics === 'keep' ? await keepPgliteStatistics(database, console.error) : null;
    stop?.();
    const query = parseBusinessPageQuery({ q: 'Business 000123' });
    const { sql, params } = businessPageQueries(database.db, query).counted.toSQL();
    const plan = await database.execute(`EXPLAIN ${sql}`, params);
    console.log(
      JSON.stringify(plan.rows.map((row) => (row as { 'QUERY PLAN': string })['QUERY PLAN'])),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
