import { contractKinds, type ContractKind } from '@lobby/contracts';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { createLocalEventBus } from '../../../platform/event-bus.ts';
import { createScheduler } from '../../../platform/scheduler.ts';
import { createWalletService } from '../../wallet/index.ts';
import { createAgentSettlement } from './settlement.module.ts';

/**
 * `npm run agents:settle -- <kind>`: runs a contract kind's settlement job now (the same job
 * the scheduler runs, under the same lease, so it never runs beside another instance's), for
 * every brand with the kind on, early: a salary's open day or hour is paid so far and topped
 * up once it has ended; `debts` pays owed items. On embedded PGlite the server must be
 * stopped first (one process owns ./data); on PostgreSQL it may run beside it.
 */
const asked = process.argv[2];
const isKind = (value: string | undefined): value is ContractKind =>
  contractKinds.includes(value as ContractKind);
if (!isKind(asked) && asked !== 'debts') {
  console.error(`usage: npm run agents:settle -- <${[...contractKinds, 'debts'].join('|')}>`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const settlement = createAgentSettlement({
    db: database.db,
    wallet: createWalletService({ db: database.db, events: createLocalEventBus() }),
  });
  if (asked === 'debts') {
    await settlement.jobs.payAllDebts();
    console.warn('owed settlements paid where funds allowed');
  } else {
    const scheduler = createScheduler({ db: database.db, enabled: false });
    settlement.jobs.register(scheduler);
    const runs = await settlement.jobs.runNow(asked, {
      early: true,
      trigger: 'cli',
      actor: { kind: 'system', id: null },
    });
    if (!runs) {
      console.error(`${asked}: another instance is running this settlement now; try again later`);
      process.exitCode = 1;
    } else if (runs.length === 0) console.warn(`${asked}: nothing to settle`);
    for (const run of runs ?? []) {
      console.warn(
        `${asked} run ${run.runId}: ${run.contracts} contracts, ${run.created} new items, ` +
          `paid ${run.paid}, owed ${run.owed} (minor units)`,
      );
    }
  }
} finally {
  await database.close();
}
