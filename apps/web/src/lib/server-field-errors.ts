import i18next from 'i18next';
import { ApiError } from './api-client.ts';

type MessageValues = Record<string, string | number>;

/** A message under a form field: a text key (the form's namespace or errors) and its values. */
export interface FieldMessage {
  key: string;
  values?: MessageValues;
}

/** The messages of a form, one per field at most. */
export type FormErrors<Name extends string> = Partial<Record<Name, FieldMessage>>;

export interface ServerFieldMapping<Name extends string> {
  /** The fields the form shows; a problem with any other field is not placed. */
  names: readonly Name[];
  /** The form's namespaces: a message key they have is shown from them, any other from `errors`. */
  namespace: string | readonly string[];
  /** Server field names that differ from the form's (e.g. confirmNewPassword → confirmPassword). */
  aliases?: Partial<Record<string, Name>>;
  /** Error codes that belong to one field (username_taken → username, a wrong payment password). */
  codes?: Partial<Record<string, Name>>;
  /** Values a field's messages need that the server may not send (rule limits, the age). */
  valuesFor?: (name: Name) => MessageValues | undefined;
}

export interface ServerFieldErrors<Name extends string> {
  errors: FormErrors<Name>;
  /** Whether something went wrong that no field shows: the form shows the general message. */
  hasUnplaced: boolean;
}

/** Strings and numbers only: the facts a message can show ({{min}}, {{max}}…). */
function valuesOf(facts: unknown): MessageValues {
  if (typeof facts !== 'object' || facts === null) return {};
  return Object.fromEntries(
    Object.entries(facts).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * A text key the form can show: its own namespace's when it has the key (field rules, the
 * birthday messages), else the errors namespace's, falling back to the server's English.
 */
function messageOf(
  namespace: string | readonly string[],
  messageKey: string,
  message: string,
  values: MessageValues,
): FieldMessage {
  if (i18next.exists(messageKey, { ns: namespace })) return { key: messageKey, values };
  return { key: `errors:${messageKey}`, values: { ...values, defaultValue: message } };
}

/**
 * Puts a failed call's problems on the form's fields (§8): each `fields` entry of a
 * validation error under its field ('body.username' → username), and an error code that
 * belongs to a field (username_taken, wrong_payment_password…) under that field, with the
 * refusal's facts as the message's values. The rest is `hasUnplaced`: the general message.
 */
export function placeServerErrors<Name extends string>(
  error: unknown,
  mapping: ServerFieldMapping<Name>,
): ServerFieldErrors<Name> {
  const errors: FormErrors<Name> = {};
  if (!(error instanceof ApiError)) return { errors, hasUnplaced: true };
  const shown = (name: string): name is Name => (mapping.names as readonly string[]).includes(name);
  if (!error.fields?.length) {
    const owner = mapping.codes?.[error.code];
    if (!owner || !shown(owner)) return { errors, hasUnplaced: true };
    const values = valuesOf(error.details);
    errors[owner] = messageOf(mapping.namespace, error.messageKey, error.message, values);
    return { errors, hasUnplaced: false };
  }
  let hasUnplaced = false;
  for (const problem of error.fields) {
    const serverName = problem.field.replace(/^body\./, '');
    const name = mapping.aliases?.[serverName] ?? serverName;
    if (!shown(name)) {
      hasUnplaced = true;
      continue;
    }
    if (errors[name]) continue;
    const values = {
      ...mapping.valuesFor?.(name),
      ...valuesOf((problem as { params?: unknown }).params),
    };
    errors[name] = messageOf(mapping.namespace, problem.messageKey, problem.message, values);
  }
  return { errors, hasUnplaced };
}

/** True when the failure may be a lost answer: sending the same content again is safe. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** `codes` of placeServerErrors: every code of `codes` goes to `field`. */
export function codesTo<Field extends string>(
  codes: readonly string[],
  field: Field,
): Record<string, Field> {
  return Object.fromEntries(codes.map((code) => [code, field]));
}
