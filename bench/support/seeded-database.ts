import { INDUSTRIES } from '@switchboard/domain';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '@switchboard/platform/db/migrate-store';
import { businesses } from '@switchboard/platform/db/schema';
import { seed } from '@switchboard/platform/seed/seed';

const CITIES = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika'];
const BATCH = 1000;

/**
 * A PGlite folder with the demo data (bots addressed at `platformUrl`) and `extraBusinesses`
 * more businesses, written straight to the database: the platform then starts with
 * nothing left to seed, so no seeding runs while the bench measures.
 */
export async function prepareDatabase(
  dataDir: string,
  platformUrl: string,
  extraBusinesses = 0,
  options: { history?: boolean } = {},
): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateStore(database.db);
    await seed(database.db, platformUrl, options);
    const now = Date.now();
    for (let start = 0; start < extraBusinesses; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, extraBusinesses - start) }, (_, k) => {
        const index = start + k;
        return {
          name: `Bench Business ${String(index).padStart(6, '0')}`,
          industry: INDUSTRIES[index % INDUSTRIES.length]!,
          city: CITIES[index % CITIES.length]!,
          email: `business${index}@bench.example`,
          createdAt: new Date(now - index * 60_000),
        };
      });
      await database.db.insert(businesses).values(rows);
    }
  } finally {
    await database.close();
  }
}
