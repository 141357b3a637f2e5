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
