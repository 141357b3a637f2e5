/**
 * The agent centre's income pages (§2.6): own income (agentRevenueReport) and the dividend,
 * daily, hourly and real-time salary records. The shell routes to them (lazy area).
 */
export { AgentIncomePage } from './agent-income-page.tsx';
export {
  DailySalaryPage,
  DividendRecordsPage,
  HourlySalaryPage,
  RealtimeSalaryPage,
  SettlementRecordsPage,
} from './settlement-records-page.tsx';
