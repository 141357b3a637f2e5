import { passwordMaxLength, passwordMinLength } from '@lobby/contracts';
import type { FieldMessage } from './form-errors.ts';

/** §5 'Please fill in your password with (min) - (max) characters', the server's key too. */
export const passwordLengthMessageKey = 'reg_password_length';

/**
 * Lobby's own floor for a new password, under any brand rule (ASVS 6.2.1): 8 to 128
 * characters, counted as the server counts them (code points).
 */
export function checkPasswordFloor(password: string): FieldMessage | undefined {
  const length = Array.from(password).length;
  if (length >= passwordMinLength && length <= passwordMaxLength) return undefined;
  return {
    key: passwordLengthMessageKey,
    values: { min: passwordMinLength, max: passwordMaxLength },
  };
}
