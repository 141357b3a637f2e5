/** Refusals about the amount typed: shown under the amount field. */
export const amountErrorCodes = [
  'amount_invalid',
  'amount_too_precise',
  'amount_too_large',
  'amount_below_minimum',
  'amount_above_maximum',
  'insufficient_funds',
] as const;

/** Refusals about the proof image: shown under the image field. */
export const proofErrorCodes = ['proof_required', 'upload_type', 'upload_too_large'] as const;
