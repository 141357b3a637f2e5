import { lazy, type ComponentType } from 'react';
import { AgentCentreLayout, type AgentCentrePage } from '../features/agent-centre/index.ts';
import { loadChunk } from './chunk-load.ts';

/** A page of the centre, its own chunk (the centre's first screen does not wait for the rest). */
function lazyPage<M>(request: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => loadChunk(request, load).then((module) => ({ default: pick(module) })));
}

/**
 * The agent centre's pages (§2.6), in navigation order (the team overview first: it is where
 * /agentHome opens): ONE table, so a new page is one entry
 * (id, sub-path, title key, brand flag, component). A page whose data does not exist yet is
 * not listed. Pages behind a brand flag (dividend records, daily, hourly and real-time salary)
 * name the contract kind whose switch shows them.
 */
export const agentCentrePages: readonly AgentCentrePage[] = [
  {
    id: 'agentTeamOverview',
    path: 'overview',
    titleKey: 'agents:page.teamOverview',
    component: lazyPage(
      'AgentTeamOverview',
      () => import('../features/agent-centre/pages/team-overview-page.tsx'),
      (m) => m.TeamOverviewPage,
    ),
  },
  {
    id: 'agentAnnouncement',
    path: 'announcements',
    titleKey: 'agents:page.announcements',
    component: lazyPage(
      'AgentAnnouncements',
      () => import('../features/agent-transactions/index.ts'),
      (m) => m.AgentAnnouncementsPage,
    ),
  },
  {
    id: 'registerCenter',
    path: 'register',
    titleKey: 'agents:page.registerCenter',
    component: lazyPage(
      'AgentRegisterCenter',
      () => import('../features/agent-centre/pages/register-center-page.tsx'),
      (m) => m.RegisterCenterPage,
    ),
  },
  {
    id: 'downlineManagmentView',
    path: 'downlines',
    titleKey: 'agents:page.downlines',
    component: lazyPage(
      'AgentDownlines',
      () => import('../features/agent-centre/pages/downlines-page.tsx'),
      (m) => m.DownlinesPage,
    ),
  },
  {
    id: 'agentContracts',
    path: 'contracts',
    titleKey: 'agents:page.contracts',
    component: lazyPage(
      'AgentContracts',
      () => import('../features/agent-centre/pages/offered-contracts-page.tsx'),
      (m) => m.OfferedContractsPage,
    ),
  },
  {
    id: 'personalHistoryCopy',
    path: 'team-betting',
    titleKey: 'agents:page.teamBetting',
    component: lazyPage(
      'AgentTeamBetting',
      () => import('../features/agent-centre/pages/team-betting-page.tsx'),
      (m) => m.TeamBettingPage,
    ),
  },
  {
    id: 'palStatementsAgentCopy',
    path: 'profit-loss',
    titleKey: 'agents:page.profitLoss',
    component: lazyPage(
      'AgentProfitLoss',
      () => import('../features/agent-centre/pages/team-profit-loss-page.tsx'),
      (m) => m.TeamProfitLossPage,
    ),
  },
  {
    id: 'agentRevenueReport',
    path: 'income',
    titleKey: 'agents:page.income',
    component: lazyPage(
      'AgentIncome',
      () => import('../features/agent-income/index.ts'),
      (m) => m.AgentIncomePage,
    ),
  },
  {
    id: 'agentDownlineTransactionDetailsCopy',
    path: 'transactions',
    titleKey: 'agents:page.transactions',
    component: lazyPage(
      'AgentTeamTransactions',
      () => import('../features/agent-transactions/index.ts'),
      (m) => m.TeamTransactionsPage,
    ),
  },
  {
    id: 'agentTransactionDetails',
    path: 'transaction-details',
    titleKey: 'agents:page.transactionDetails',
    component: lazyPage(
      'AgentTransactionDetails',
      () => import('../features/agent-transactions/index.ts'),
      (m) => m.AgentTransactionDetailsPage,
    ),
  },
  {
    id: 'agentDividendRecordCopy2',
    path: 'dividends',
    titleKey: 'agents:page.dividendRecords',
    flag: 'dividend',
    component: lazyPage(
      'AgentDividendRecords',
      () => import('../features/agent-income/index.ts'),
      (m) => m.DividendRecordsPage,
    ),
  },
  {
    id: 'agentDailyWages2',
    path: 'daily-salary',
    titleKey: 'agents:page.dailySalary',
    flag: 'daily_salary',
    component: lazyPage(
      'AgentDailySalary',
      () => import('../features/agent-income/index.ts'),
      (m) => m.DailySalaryPage,
    ),
  },
  {
    id: 'agentHourSalary',
    path: 'hourly-salary',
    titleKey: 'agents:page.hourlySalary',
    flag: 'hourly_salary',
    component: lazyPage(
      'AgentHourlySalary',
      () => import('../features/agent-income/index.ts'),
      (m) => m.HourlySalaryPage,
    ),
  },
  {
    id: 'agentRealtimeSalary',
    path: 'realtime-salary',
    titleKey: 'agents:page.realtimeSalary',
    flag: 'realtime_salary',
    component: lazyPage(
      'AgentRealtimeSalary',
      () => import('../features/agent-income/index.ts'),
      (m) => m.RealtimeSalaryPage,
    ),
  },
  {
    id: 'agentRedEnvelopes',
    path: 'red-envelopes',
    titleKey: 'agents:page.redEnvelopes',
    component: lazyPage(
      'AgentRedEnvelopes',
      () => import('../features/red-envelopes/index.ts'),
      (m) => m.RedEnvelopesAgentPage,
    ),
  },
  {
    id: 'platformMessages',
    path: 'messages',
    titleKey: 'agents:page.platformMessages',
    component: lazyPage(
      'AgentPlatformMessages',
      () => import('../features/inbox/pages/platform-messages-page.tsx'),
      (m) => m.PlatformMessagesPage,
    ),
  },
  {
    id: 'referral',
    path: 'referral',
    titleKey: 'agents:page.referral',
    component: lazyPage(
      'AgentReferral',
      () => import('../features/agent-centre/pages/referral-page.tsx'),
      (m) => m.ReferralPage,
    ),
  },
];

/** /agentHome/*: the agent centre with its pages. */
export function AgentCentreRoute() {
  return <AgentCentreLayout pages={agentCentrePages} />;
}
