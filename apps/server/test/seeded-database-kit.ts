import type { Database } from '../src/db/client.ts';
import { merchants } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { createTestDatabase } from './database-kit.ts';

/** A row of the merchants table. */
export type MerchantRow = typeof merchants.$inferSelect;

/**
 * A fresh database with the demo data, and its first merchant (the demo brand), for tests that
 * need no app. Close the database in afterAll.
 */
export async function openSeededDatabase(): Promise<{
  database: Database;
  merchant: MerchantRow;
  merchantId: number;
}> {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const [merchant] = await database.db.select().from(merchants).limit(1);
  return { database, merchant: merchant!, merchantId: merchant!.id };
}
