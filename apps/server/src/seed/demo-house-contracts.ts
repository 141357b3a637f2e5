import { and, eq, isNull } from 'drizzle-orm';
import type { ContractKind, DividendPeriod } from '@lobby/contracts';
import { agentContracts, members, type StoredTier } from '../db/schema/index.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { SeedTx } from './seed-tx.ts';

/** A rung in THB minor units: team valid bet, active members, rate (stored integers). */
const rung = (validBetThb: number, minActive: number, rate: number): StoredTier => ({
  threshold: String(validBetThb * 100),
  minActive,
  rate: String(rate),
});

/**
 * The house's running contracts with the top-level demo `agent`, one of each kind (rates as
 * stored: minor units per 10,000 of valid bet, or basis points). Daily salary 50.00 / 70.00 /
 * 90.00 per 10,000 from 0 / 1,000 / 5,000 of team valid bet; hourly 30.00 / 40.00 / 50.00 from
 * the same; real time 1 %; dividend (semimonthly) 30 % from 0, 40 % from 100,000 with 5 active
 * members. They cover every offer the demo agent makes in the tests and journeys (up to
 * 90.00 daily, 30.00 hourly, 0.5 % real time), as the house-contract rule requires.
 */
export const demoHouseLadders: Record<ContractKind, StoredTier[]> = {
  daily_salary: [rung(0, 0, 50_00), rung(1_000, 0, 70_00), rung(5_000, 0, 90_00)],
  hourly_salary: [rung(0, 0, 30_00), rung(1_000, 0, 40_00), rung(5_000, 0, 50_00)],
  realtime_salary: [rung(0, 0, 100)],
  dividend: [rung(0, 0, 30_00), rung(100_000, 5, 40_00)],
};

const demoDividendPeriod: DividendPeriod = 'semimonthly';

/**
 * Gives the demo agent its house contracts, accepted now (the house is the offerer: upline
 * null), so its income shows what it earns and not only what it pays. Once: a database whose
 * demo agent already holds a house contract is left alone.
 */
export async function seedDemoHouseContracts(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const [agent] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), eq(members.username, demoAccounts.agent.username)),
    )
    .limit(1);
  if (!agent) return;
  const [held] = await tx
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(and(eq(agentContracts.holderId, agent.id), isNull(agentContracts.uplineId)))
    .limit(1);
  if (held) return;
  const now = new Date();
  const rows = Object.entries(demoHouseLadders).map(([kind, tiers]) => ({
    merchantId,
    kind: kind as ContractKind,
    state: 'accepted' as const,
    uplineId: null,
    holderId: agent.id,
    period: kind === 'dividend' ? demoDividendPeriod : null,
    tiers,
    offeredAt: now,
    answeredAt: now,
  }));
  await tx.insert(agentContracts).values(rows);
  counts.agent_contracts = rows.length;
}
