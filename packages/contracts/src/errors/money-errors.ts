import type { ErrorEntry } from './error-entry.ts';

/**
 * The money part of the error catalogue (issue 4): amounts, wallets, deposits, withdrawals,
 * responsible gambling and the operator API. Spread into `errorCatalogue`.
 */
export const moneyErrors = {
  // money
  amount_invalid: {
    status: 400,
    messageKey: 'err_amount_invalid',
    message: 'Please enter an amount greater than zero',
  },
  amount_too_precise: {
    status: 400,
    messageKey: 'err_amount_too_precise',
    message: 'The amount has more decimals than the currency allows',
  },
  amount_too_large: {
    status: 400,
    messageKey: 'err_amount_too_large',
    message: 'The amount is too large',
  },
  amount_below_minimum: {
    status: 400,
    messageKey: 'err_amount_below_minimum',
    message: 'The amount is below the minimum of {min}',
  },
  amount_above_maximum: {
    status: 400,
    messageKey: 'err_amount_above_maximum',
    message: 'The amount is above the maximum of {max}',
  },
  insufficient_funds: {
    status: 400,
    messageKey: 'err_insufficient_funds',
    message: 'Insufficient balance',
  },
  idempotency_key_required: {
    status: 400,
    messageKey: 'err_idempotency_key_required',
    message: 'This request needs an Idempotency-Key header of 8 to 64 letters, digits, - or _',
  },
  idempotency_conflict: {
    status: 409,
    messageKey: 'err_idempotency_conflict',
    message: 'This request key was already used for a different request',
  },
  wallet_not_found: {
    status: 404,
    messageKey: 'err_wallet_not_found',
    message: 'This wallet does not exist',
  },
  same_wallet: {
    status: 400,
    messageKey: 'err_same_wallet',
    message: 'Please choose two different wallets',
  },
  transfer_needs_main: {
    status: 400,
    messageKey: 'err_transfer_needs_main',
    message: 'One side of a transfer must be the main wallet',
  },
  vendor_maintenance: {
    status: 409,
    messageKey: 'err_vendor_maintenance',
    message: 'This game provider is under maintenance',
  },
  payment_password_not_set: {
    status: 400,
    messageKey: 'err_payment_password_not_set',
    message: 'Please set a payment password in the security centre first',
  },
  wrong_payment_password: {
    status: 400,
    messageKey: 'err_wrong_payment_password',
    message: 'The payment password is incorrect',
  },
  payee_name_required: {
    status: 400,
    messageKey: 'err_payee_name_required',
    message: 'Please set your real name before adding a bank account',
  },
  bank_holder_mismatch: {
    status: 400,
    messageKey: 'err_bank_holder_mismatch',
    message: 'The account holder name must match your real name',
  },
  bank_not_supported: {
    status: 400,
    messageKey: 'err_bank_not_supported',
    message: 'This bank is not supported',
  },
  bank_account_exists: {
    status: 409,
    messageKey: 'err_bank_account_exists',
    message: 'This bank account is already added',
  },
  bank_account_limit: {
    status: 400,
    messageKey: 'err_bank_account_limit',
    message: 'You can keep at most {max} bank accounts',
  },
  bank_account_not_found: {
    status: 404,
    messageKey: 'err_bank_account_not_found',
    message: 'This bank account does not exist',
  },
  channel_not_found: {
    status: 404,
    messageKey: 'err_channel_not_found',
    message: 'This deposit method is not available',
  },
  deposit_not_found: {
    status: 404,
    messageKey: 'err_deposit_not_found',
    message: 'This deposit does not exist',
  },
  withdrawal_not_found: {
    status: 404,
    messageKey: 'err_withdrawal_not_found',
    message: 'This withdrawal does not exist',
  },
  invalid_state: {
    status: 409,
    messageKey: 'err_invalid_state',
    message: 'This cannot be done in the current state',
  },
  withdrawal_daily_limit: {
    status: 400,
    messageKey: 'err_withdrawal_daily_limit',
    message: 'You have reached the number of withdrawals allowed today',
  },
  proof_required: {
    status: 400,
    messageKey: 'err_proof_required',
    message: 'Please attach an image as proof',
  },
  reference_required: {
    status: 400,
    messageKey: 'err_reference_required',
    message: 'Please enter the transfer reference',
  },
  file_not_found: {
    status: 404,
    messageKey: 'err_file_not_found',
    message: 'This file does not exist',
  },
  upload_type: {
    status: 400,
    messageKey: 'err_upload_type',
    message: 'Only png or jpg images are accepted',
  },
  upload_too_large: {
    status: 413,
    messageKey: 'err_upload_too_large',
    message: 'The image must be at most 5MB',
  },
  signature_invalid: {
    status: 401,
    messageKey: 'err_signature_invalid',
    message: 'The signature is missing or invalid',
  },
  deposit_limit_exceeded: {
    status: 400,
    messageKey: 'err_deposit_limit_exceeded',
    message: 'This deposit would exceed your {period} deposit limit',
  },
  self_excluded: {
    status: 403,
    messageKey: 'err_self_excluded',
    message: 'Your account is self-excluded; deposits and play are blocked',
  },
  not_your_downline: {
    status: 403,
    messageKey: 'err_not_your_downline',
    message: 'This member is not your direct downline',
  },
  no_upline: {
    status: 400,
    messageKey: 'err_no_upline',
    message: 'Your account has no upline',
  },
  not_in_your_team: {
    status: 403,
    messageKey: 'err_not_in_your_team',
    message: 'This account is not in your team',
  },
  not_an_agent: {
    status: 403,
    messageKey: 'err_not_an_agent',
    message: 'Only agents can do this',
  },
  // back office
  staff_login_failed: {
    status: 401,
    messageKey: 'err_staff_login_failed',
    message: 'Incorrect username or password',
  },
  staff_two_factor_invalid: {
    status: 401,
    messageKey: 'err_staff_two_factor_invalid',
    message: 'The code is not valid or was already used',
  },
  staff_login_step_expired: {
    status: 401,
    messageKey: 'err_staff_login_step_expired',
    message: 'This login step has expired, please log in again',
  },
  staff_forbidden: {
    status: 403,
    messageKey: 'err_staff_forbidden',
    message: 'Your role does not allow this',
  },
  member_not_found: {
    status: 404,
    messageKey: 'err_member_not_found',
    message: 'This member does not exist',
  },
} as const satisfies Record<string, ErrorEntry>;
