import { ApiError } from './api-client.ts';

/** A message under a form field: a text key (the form's namespace or errors) and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The refusal's facts that a message can show ({{min}}, {{max}}…): strings and numbers only. */
function detailValues(details: unknown): Record<string, string | number> {
  if (typeof details !== 'object' || details === null) return {};
  return Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Where the server's refusal goes: field problems (`body.<field>`) under the form's fields,
 * and refusals about one field (a wrong payment password, say: `byCode`) under that field;
 * `general` when something cannot be shown on a field.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  byCode: Partial<Record<string, Field>> = {},
): { errors: Partial<Record<Field, FieldMessage>>; general: boolean } {
  const errors: Partial<Record<Field, FieldMessage>> = {};
  if (!(error instanceof ApiError)) return { errors, general: true };
  const owner = byCode[error.code];
  if (owner && !error.fields?.length) {
    errors[owner] = {
      key: error.messageKey,
      values: { ...detailValues(error.details), defaultValue: error.message },
    };
    return { errors, general: false };
  }
  if (!error.fields?.length) return { errors, general: true };
  let general = false;
  for (const problem of error.fields) {
    const name = problem.field.replace(/^body\./, '') as Field;
    if (!fields.includes(name)) {
      general = true;
      continue;
    }
    errors[name] ??= { key: problem.messageKey, values: { defaultValue: problem.message } };
  }
  return { errors, general };
}

/** True when the failure may be a lost answer: sending the same content again is safe. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

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

/** `byCode` of placeServerErrors: every code of `codes` goes to `field`. */
export function codesTo<Field extends string>(
  codes: readonly string[],
  field: Field,
): Record<string, Field> {
  return Object.fromEntries(codes.map((code) => [code, field]));
}
