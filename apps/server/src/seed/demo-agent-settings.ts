import { agentSettings } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/**
 * The demo brand's agent settings: all four contract kinds on, caps of 40 % (dividend),
 * 100.00 and 50.00 per 10,000 valid bet (daily, hourly salary) and 1 % (real time), every
 * dividend period (semimonthly first, the default), and an active member who deposited 100.00
 * and bet 1,000.00 in the period. Amounts in minor units of THB (2 decimals).
 */
export async function seedDemoAgentSettings(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  await tx
    .insert(agentSettings)
    .values({
      merchantId,
      dividendEnabled: true,
      dailySalaryEnabled: true,
      hourlySalaryEnabled: true,
      realtimeSalaryEnabled: true,
      dividendCap: 4_000n,
      dailySalaryCap: 10_000n,
      hourlySalaryCap: 5_000n,
      realtimeSalaryCap: 100n,
      dividendPeriods: ['semimonthly', 'weekly', 'monthly'],
      negativeCarryForward: true,
      activeMinDeposit: 10_000n,
      activeMinBet: 100_000n,
    })
    .onConflictDoNothing();
  counts.agent_settings = 1;
}
