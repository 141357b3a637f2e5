import type { AgentSettings, ContractView, DownlineRow } from '@lobby/contracts';

/** The demo brand's agent settings (docs/agents.md), with these kinds switched off. */
export function testAgentSettings(off: Array<keyof AgentSettings['kinds']> = []): AgentSettings {
  const kind = (name: keyof AgentSettings['kinds'], cap: string) => ({
    enabled: !off.includes(name),
    cap,
  });
  return {
    kinds: {
      dividend: kind('dividend', '40.00'),
      daily_salary: kind('daily_salary', '100.00'),
      hourly_salary: kind('hourly_salary', '50.00'),
      realtime_salary: kind('realtime_salary', '1.00'),
    },
    dividendPeriods: ['semimonthly', 'weekly', 'monthly'],
    negativeCarryForward: true,
    activeMinDeposit: '100.00',
    activeMinBet: '1000.00',
    debtRule: 'whole',
    dormantAgentDays: 30,
  };
}

/** A contract between `upline` and `holder`, with these differences. */
export function testContract(overrides: Partial<ContractView> = {}): ContractView {
  return {
    id: 41,
    kind: 'daily_salary',
    state: 'offered',
    upline: 'agent',
    holder: 'member01',
    holderNickname: 'member01',
    period: null,
    tiers: [
      { teamValidBet: '10000.00', activeMembers: 0, rate: '10.00' },
      { teamValidBet: '50000.00', activeMembers: 0, rate: '20.00' },
      { teamValidBet: '100000.00', activeMembers: 0, rate: '30.00' },
    ],
    replacesId: null,
    offeredAt: '2026-03-10T05:00:00.000Z',
    answeredAt: null,
    endedAt: null,
    endReason: null,
    ...overrides,
  };
}

/** A direct downline of the asking agent, with these differences. */
export function testDownline(overrides: Partial<DownlineRow> = {}): DownlineRow {
  return {
    id: 101,
    username: 'member01',
    nickname: 'Member One',
    type: 0,
    isAgent: false,
    status: 'active',
    depth: 1,
    parent: 'agent',
    teamSize: 0,
    remark: null,
    contracts: [],
    createdAt: '2026-03-01T02:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** One page of a paged answer. */
export function pageOf<T>(content: T[], totalPages = 1) {
  return { content, pageNo: 1, pageSize: 20, totalPages, totalElements: content.length };
}
