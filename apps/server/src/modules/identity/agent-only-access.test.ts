import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@lobby/contracts';
import { apiPaths, gamePaths, type Endpoint, type LoginResponse } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { postPasswordLogin } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { gameIdOf } from '../games/player-games/testing/player-games-kit.ts';
import { giveMoney, memberHeaders, newKey } from '../payments/testing/withdrawal-kit.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';

/** What an agent-only account (types 41, 42) may call: the decision in docs/decisions.md. */
const agentOnlyEndpoints: Endpoint[] = [
  // own account and security
  contracts.getMemberInfo,
  contracts.logOut,
  contracts.completeFirstLogin,
  contracts.changePassword,
  contracts.setPaymentPassword,
  contracts.getSecurityOverview,
  contracts.openMemberChannel,
  // the agent centre: balance, transfers with the downline and upline, reports
  contracts.getBalance,
  contracts.getAccountRecord,
  contracts.getTransactionHistory,
  contracts.getConsolidatedFunds,
  contracts.getTransferDownlines,
  contracts.payDownline,
  contracts.payUpline,
  contracts.getBetRecords,
  contracts.getProfitReport,
  // the agent centre's team and contracts (issue 13)
  contracts.getAgentSettings,
  contracts.offerContract,
  contracts.listOfferedContracts,
  contracts.listReceivedContracts,
  contracts.getPendingContracts,
  contracts.acceptContract,
  contracts.rejectContract,
  contracts.terminateContract,
  contracts.listDownlines,
  contracts.setDownlineRemark,
  contracts.registerDownline,
  contracts.getReferral,
  // team reports (issue 13)
  contracts.getTeamOverview,
  contracts.getTeamBetting,
  contracts.getTeamBettingCsv,
  contracts.getTeamProfitLoss,
  contracts.getTeamProfitLossCsv,
  contracts.getTeamTransactions,
  contracts.getTeamTransactionsCsv,
  // red envelopes and agent announcements (issue 13): an agent-only sub-agent may claim too
  contracts.createRedEnvelope,
  contracts.listOwnRedEnvelopes,
  contracts.listClaimableRedEnvelopes,
  contracts.claimRedEnvelope,
  contracts.getAgentAnnouncements,
  // own income and settlement records (issue 13)
  contracts.getAgentIncome,
  contracts.getAgentIncomeCsv,
  contracts.getSettlementRecords,
  contracts.getSettlementRecordsCsv,
  // the agent centre's platform messages (issue 15): the inbox, read and delete
  contracts.listInbox,
  contracts.getInboxUnread,
  contracts.markInboxRead,
  contracts.markInboxAllRead,
  contracts.deleteInboxMessage,
];

const named = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

function endpointsOpenToAgentOnly(): string[] {
  return Object.values(contracts as Record<string, unknown>)
    .filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'auth' in value && 'path' in value,
    )
    .filter((endpoint) => endpoint.auth.kind === 'member' && endpoint.auth.allowAgentOnly)
    .map(named);
}

describe('agent-only accounts (types 41, 42)', () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    // money on the account, so a refusal cannot be "not enough funds"
    await giveMoney(db, await demoMerchantId(db), await memberIdOf(db, 'agentpro'), 500_000n);
    const login = await postPasswordLogin(ctx.app, {
      username: 'agentpro',
      password: 'Lotus#2026',
      portal: 'agent',
    });
    expect(login.statusCode).toBe(200);
    token = (login.json() as { value: LoginResponse & { token: string } }).value.token;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: memberHeaders(token, newKey()),
      ...(payload ? { payload } : {}),
    });

  it('may use only the calls marked for them (member info, security, transfers, reports)', () => {
    expect(endpointsOpenToAgentOnly().sort()).toEqual(agentOnlyEndpoints.map(named).sort());
  });

  it('are refused game launch, deposits, withdrawals and hand-off codes, changing nothing', async () => {
    const { db } = ctx.database;
    const lotusFortune = await gameIdOf(db, await demoMerchantId(db), 'LOBBY', 'lotus-fortune');
    const before = await rowCounts(db);
    const refused = [
      await call('POST', gamePaths.launchGame, { nodeId: lotusFortune }),
      await call('POST', apiPaths.deposits, { channelCode: 'SANDBOX', amount: '100' }),
      await call('POST', apiPaths.withdrawals, {
        bankAccountId: 1,
        amount: '100',
        paymentPassword: '123456',
      }),
      await call('POST', `${apiPaths.handoff}/new`),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'agent_only_forbidden',
        messageKey: 'err_agent_only_forbidden',
      });
    }
    expect(await rowCounts(db)).toEqual(before);
  });

  it('may read their info, security, balance, records and downlines', async () => {
    const info = await call('GET', apiPaths.memberInfo);
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({ type: 41, isAgent: true });
    for (const url of [
      apiPaths.securityOverview,
      apiPaths.walletBalance,
      apiPaths.accountRecord,
      apiPaths.agentTransferDownlines,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });
});
