/**
 * The payments module's public face: deposits and withdrawals for members, and their review
 * by the back office (operator routes under /bo).
 */
export {
  paymentsModule,
  paymentsOperatorModule,
  type PaymentsModuleDeps,
  type PaymentsOperatorDeps,
} from './payments.module.ts';
export { completedDepositsBefore } from './deposit-history.ts';
export type { WithdrawalTurnoverGate } from './withdrawal-turnover-gate.ts';
