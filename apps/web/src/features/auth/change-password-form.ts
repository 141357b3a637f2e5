import {
  validateFieldValue,
  type ChangePasswordRequest,
  type GetRegisterSettingsResponse,
} from '@lobby/contracts';
import { formMessages, type FormErrors } from './form-errors.ts';
import { checkPasswordFloor } from './password-floor.ts';

/** The change-password form's fields, named as the call names them (§7.2 changePassword). */
export type ChangePasswordValues = ChangePasswordRequest;
export type ChangePasswordField = keyof ChangePasswordValues;

/** The brand's password rule, when it has an enabled one; required whatever it says. */
export function passwordRuleOf(settings: Pick<GetRegisterSettingsResponse, 'rules'> | undefined) {
  const rule = settings?.rules.find((candidate) => candidate.field === 'password');
  return rule?.enabled ? { ...rule, required: true } : undefined;
}

export type NewPasswordValues = Pick<ChangePasswordValues, 'newPassword' | 'confirmNewPassword'>;

/**
 * A new password and its confirmation (§5): required, at least Lobby's floor and the brand's
 * password rule; the confirmation equal to it. Used by the change and the mailed-link reset.
 */
export function validateNewPassword(
  values: NewPasswordValues,
  settings?: Pick<GetRegisterSettingsResponse, 'rules'>,
): FormErrors<keyof NewPasswordValues> {
  const errors: FormErrors<keyof NewPasswordValues> = {};
  const rule = passwordRuleOf(settings);
  if (values.newPassword === '') {
    errors.newPassword = { key: formMessages.required };
  } else {
    const floor = checkPasswordFloor(values.newPassword);
    const problem = !floor && rule ? validateFieldValue(rule, values.newPassword) : null;
    if (floor) errors.newPassword = floor;
    else if (problem) {
      errors.newPassword = {
        key: problem.messageKey,
        values: { min: problem.min, max: problem.max },
      };
    }
  }
  if (values.confirmNewPassword === '') errors.confirmNewPassword = { key: formMessages.required };
  else if (values.confirmNewPassword !== values.newPassword) {
    errors.confirmNewPassword = { key: formMessages.confirmMismatch };
  }
  return errors;
}

/** Change-password validation (§5): the old password required, then the new one's checks. */
export function validateChangePassword(
  values: ChangePasswordValues,
  settings?: Pick<GetRegisterSettingsResponse, 'rules'>,
): FormErrors<ChangePasswordField> {
  const errors: FormErrors<ChangePasswordField> = validateNewPassword(values, settings);
  if (values.oldPassword === '') errors.oldPassword = { key: formMessages.required };
  return errors;
}
