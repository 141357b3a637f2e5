import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { agentSettings } from '../../db/schema/index.ts';

export type AgentSettingsRow = typeof agentSettings.$inferSelect;
export type AgentSettingsChange = Partial<Omit<AgentSettingsRow, 'merchantId' | 'updatedAt'>>;

/** A brand with no row: every kind off, caps 0, semimonthly dividends, no carry-forward. */
export function defaultAgentSettings(merchantId: number): AgentSettingsRow {
  return {
    merchantId,
    dividendEnabled: false,
    dailySalaryEnabled: false,
    hourlySalaryEnabled: false,
    realtimeSalaryEnabled: false,
    dividendCap: 0n,
    dailySalaryCap: 0n,
    hourlySalaryCap: 0n,
    realtimeSalaryCap: 0n,
    dividendPeriods: ['semimonthly'],
    negativeCarryForward: false,
    activeMinDeposit: 0n,
    activeMinBet: 0n,
    debtRule: 'whole',
    dormantAgentDays: 30,
    updatedAt: new Date(0),
  };
}

/** SQL for a brand's agent settings; returns plain rows. */
export function createAgentSettingsRepository() {
  return {
    async find(db: Executor, merchantId: number): Promise<AgentSettingsRow> {
      const [row] = await db
        .select()
        .from(agentSettings)
        .where(eq(agentSettings.merchantId, merchantId))
        .limit(1);
      return row ?? defaultAgentSettings(merchantId);
    },

    /** Locks the brand's row (made when missing) so two changes apply one after the other. */
    async lock(db: Executor, merchantId: number): Promise<AgentSettingsRow> {
      await db.insert(agentSettings).values({ merchantId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(agentSettings)
        .where(eq(agentSettings.merchantId, merchantId))
        .for('update');
      return row!;
    },

    async update(db: Executor, merchantId: number, change: AgentSettingsChange): Promise<void> {
      await db
        .update(agentSettings)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(agentSettings.merchantId, merchantId));
    },
  };
}
export type AgentSettingsRepository = ReturnType<typeof createAgentSettingsRepository>;
