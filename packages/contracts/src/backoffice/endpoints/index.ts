// staff sessions, one member, the audit log
export * from './log-in-staff.ts';
export * from './log-out-staff.ts';
export * from './staff-two-factor.ts';
export * from './adjust-member-balance.ts';
export * from './get-member-wallet.ts';
export * from './set-member-status.ts';
export * from './set-social-prompt.ts';
export * from './get-audit-log.ts';
// deposit and withdrawal review (the server module payments)
export * from './list-bo-deposits.ts';
export * from './get-bo-deposit.ts';
export * from './approve-deposit.ts';
export * from './reject-deposit.ts';
export * from './list-bo-withdrawals.ts';
export * from './get-bo-withdrawal.ts';
export * from './approve-withdrawal.ts';
export * from './mark-withdrawal-paid.ts';
export * from './reject-withdrawal.ts';
