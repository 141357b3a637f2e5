import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { ensureInHouseVendors } from './seed/in-house-vendors.ts';
import { seedDemo } from './seed/seed.ts';

/** A bad or unsafe setting stops the process here with its message alone (exit code 1). */
function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (config.MIGRATE_ON_START) await runMigrations(database);
const app = await buildApp({ config, database });
if (config.SEED_DEMO) {
  const report = await seedDemo(database.db);
  app.log.info(
    { seed: report },
    report.created ? 'demo brand created' : 'demo brand already present',
  );
} else {
  // an upgraded brand gains the in-house vendors of this version (the demo seed does it too)
  const added = await ensureInHouseVendors(database.db);
  if (Object.keys(added).length > 0) app.log.info({ added }, 'in-house vendors added');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown grace period exceeded; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Lobby is serving ${config.PUBLIC_URL} (database: ${database.kind})`);
