import {
  fieldRequiredMessage,
  formatFieldMessage,
  patternMessages,
  type FieldError,
  type FieldValueProblem,
} from '@lobby/contracts';

const englishByKey = new Map<string, string>([
  [fieldRequiredMessage.messageKey, fieldRequiredMessage.message],
  ...Object.values(patternMessages).map((entry) => [entry.messageKey, entry.message] as const),
]);

/** A field rule's verdict as an envelope field error, limits filled in and passed along. */
export function fieldErrorOf(field: string, problem: FieldValueProblem): FieldError {
  const limits = { min: problem.min, max: problem.max };
  return {
    field,
    messageKey: problem.messageKey,
    message: formatFieldMessage(englishByKey.get(problem.messageKey) ?? 'Invalid value', limits),
    params: limits,
  };
}

/** A field error with a fixed key, e.g. 'confirm_mismatch'. */
export function fieldError(
  field: string,
  messageKey: string,
  message: string,
  params?: FieldError['params'],
): FieldError {
  return { field, messageKey, message, ...(params ? { params } : {}) };
}
