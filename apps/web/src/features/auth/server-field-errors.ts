import i18next from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import type { FieldMessage, FormErrors } from './form-errors.ts';

type MessageValues = Record<string, string | number>;

export interface ServerFieldMapping<Name extends string> {
  /** The fields the form shows; a problem with any other field is not placed. */
  names: readonly Name[];
  /** Server field names that differ from the form's (e.g. confirmNewPassword → confirmPassword). */
  aliases?: Partial<Record<string, Name>>;
  /** Error codes that belong to one field (e.g. username_taken → username). */
  codes?: Partial<Record<string, Name>>;
  /** Values a field's messages need that the server may not send (rule limits, the age). */
  valuesFor?: (name: Name) => MessageValues | undefined;
}

export interface ServerFieldErrors<Name extends string> {
  errors: FormErrors<Name>;
  /** Whether something went wrong that no field shows: the form shows the general message. */
  hasUnplaced: boolean;
}

/**
 * A text key the forms can show: the auth namespace's own when it has it (the field-rule and
 * birthday messages), else the errors namespace's, else the server's English message.
 */
function messageOf(messageKey: string, message: string, values?: MessageValues): FieldMessage {
  if (i18next.exists(messageKey, { ns: 'auth' })) return { key: messageKey, values };
  return { key: `errors:${messageKey}`, values: { ...values, defaultValue: message } };
}

/** Reads the limits the server may attach to a field problem. */
function paramsOf(field: object): MessageValues | undefined {
  const params = (field as { params?: unknown }).params;
  if (!params || typeof params !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Puts a failed call's problems on the form's fields (§8): each `fields` entry of a
 * validation error under its field ('body.username' → username), and an error code that
 * belongs to a field (username_taken, invitation_code_error…) under that field.
 */
export function serverFieldErrors<Name extends string>(
  error: unknown,
  mapping: ServerFieldMapping<Name>,
): ServerFieldErrors<Name> {
  const errors: FormErrors<Name> = {};
  if (!(error instanceof ApiError)) return { errors, hasUnplaced: true };
  const place = (serverName: string): Name | undefined => {
    const name = mapping.aliases?.[serverName] ?? serverName;
    return (mapping.names as readonly string[]).includes(name) ? (name as Name) : undefined;
  };
  let hasUnplaced = false;
  for (const field of error.fields ?? []) {
    const name = place(field.field.replace(/^body\./, ''));
    if (!name) {
      hasUnplaced = true;
      continue;
    }
    if (errors[name]) continue;
    const values = { ...mapping.valuesFor?.(name), ...paramsOf(field) };
    errors[name] = messageOf(field.messageKey, field.message, values);
  }
  if (!error.fields?.length) {
    const name = mapping.codes?.[error.code];
    if (name && (mapping.names as readonly string[]).includes(name)) {
      errors[name] = messageOf(error.messageKey, error.message);
    } else {
      hasUnplaced = true;
    }
  }
  return { errors, hasUnplaced };
}
