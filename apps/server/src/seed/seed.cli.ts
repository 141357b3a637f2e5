import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemo } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await runMigrations(database);
  const report = await seedDemo(database.db);
  if (!report.created) console.warn('a brand already exists: nothing seeded');
  else {
    console.warn('created the demo brand "Lucky Lotus" (code lotus):');
    for (const [table, count] of Object.entries(report.counts))
      console.warn(`  ${table}: ${count}`);
  }
} finally {
  await database.close();
}
