// deposits and the gateway callback
export * from './get-deposit-channels.ts';
export * from './create-deposit.ts';
export * from './list-deposits.ts';
export * from './get-deposit.ts';
export * from './receive-gateway-callback.ts';
// withdrawals
export * from './get-withdrawal-settings.ts';
export * from './create-withdrawal.ts';
export * from './list-withdrawals.ts';
export * from './get-withdrawal.ts';
export * from './confirm-withdrawal.ts';
// bank accounts and the payee name (security centre)
export * from './list-bank-accounts.ts';
export * from './add-bank-account.ts';
export * from './remove-bank-account.ts';
export * from './set-payee-name.ts';
// responsible gambling (the server module protection)
export * from './get-responsible-gambling.ts';
export * from './set-deposit-limit.ts';
export * from './self-exclude.ts';
// the embedded sandbox gateway's browser pages
export * from './show-sandbox-pay-page.ts';
export * from './decide-sandbox-payment.ts';
