import type { Language } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';

/**
 * Accepts a language change (§4.7) when the brand offers the language. Nothing is stored
 * yet: there is no member on this call until sessions exist, and the identity module will
 * keep the choice on the member's record when it adds them. The client keeps it under `lang`.
 */
export function chooseLanguage(offered: readonly Language[], language: Language): Language {
  if (!offered.includes(language)) throw new AppError('unsupported_language');
  return language;
}
