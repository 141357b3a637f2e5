import { hash, verify } from '@node-rs/argon2';
import {
  passwordEdgeSpacesMessage,
  passwordMaxLength,
  passwordMinLength,
  validateFieldValue,
  type FieldError,
  type RegisterFieldRule,
} from '@lobby/contracts';
import { isCommonPassword } from './common-passwords.ts';
import { fieldError, fieldErrorOf } from '../../platform/field-errors.ts';

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane (ASVS 11.4.2). */
const argon2Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** A hash of nothing anybody knows, checked when the account does not exist so timing tells nothing. */
let decoyHash: Promise<string> | undefined;

/** Whether a password matches its stored hash; with no hash, burns the same time and says no. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * Problems with a new password, for the field `field`: Lobby's floor (8 to 128 characters,
 * not a common password; ASVS 6.2.1, 6.2.4, 6.2.9), then the brand's own rule on top.
 * An empty list means the password is acceptable.
 */
export function checkNewPassword(
  password: string,
  field: string,
  brandRule?: RegisterFieldRule,
): FieldError[] {
  const length = [...password].length;
  if (length < passwordMinLength || length > passwordMaxLength) {
    // §5: 'Please fill in your password with (min) - (max) characters'
    return [
      fieldError(
        field,
        'reg_password_length',
        `Please fill in your password with ${passwordMinLength} - ${passwordMaxLength} characters`,
        { min: passwordMinLength, max: passwordMaxLength },
      ),
    ];
  }
  if (password !== password.trim()) {
    return [
      fieldError(field, passwordEdgeSpacesMessage.messageKey, passwordEdgeSpacesMessage.message),
    ];
  }
  if (brandRule) {
    const problem = validateFieldValue({ ...brandRule, required: true }, password);
    if (problem) return [fieldErrorOf(field, problem)];
  }
  if (isCommonPassword(password)) {
    return [
      fieldError(
        field,
        'err_password_too_common',
        'This password is too common, please choose another',
      ),
    ];
  }
  return [];
}
