import { AppError } from '../../platform/app-error.ts';

/** E.164 allows at most 15 digits after the plus, country code included. */
const maxE164Digits = 15;

/**
 * A mobile number as typed (national digits, optionally with the trunk 0) in E.164 form under
 * the brand's dialing code, e.g. ('+66', '0812345678', {min: 9, max: 10}) → '+66812345678'.
 * The length rule applies to what was typed, as the register form shows it.
 */
export function toE164(
  countryDialingCode: string,
  mobileNum: string,
  digits: { min: number; max: number },
): string {
  const typed = mobileNum.trim();
  if (typed.length === 0) throw new AppError('missing_phone_number');
  if (!/^\d+$/.test(typed) || typed.length < digits.min || typed.length > digits.max) {
    throw new AppError('invalid_phone_number');
  }
  // the dialing code may come from the request (the contract allows up to four digits)
  const countryDigits = countryDialingCode.trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(countryDigits)) throw new AppError('invalid_phone_number');
  // the national trunk prefix (0 in TH and PH) is dropped in international form
  const national = typed.replace(/^0/, '');
  if (national.length === 0 || countryDigits.length + national.length > maxE164Digits) {
    throw new AppError('invalid_phone_number');
  }
  return `+${countryDigits}${national}`;
}
