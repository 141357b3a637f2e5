import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@lobby/contracts';
import { appLanguages } from '../../lib/i18n.ts';
import { useChangeLanguage, useCurrentLanguage } from '../../lib/language.ts';

/** The languages' own names: a visitor looks for their language written in it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  th: 'ไทย',
  tl: 'Tagalog',
};

interface LanguageSelectProps {
  /** Languages the brand offers; all shipped ones when absent. */
  languages?: readonly Language[];
  className?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  'data-testid'?: string;
}

/** A native language picker (§4.7): switching changes every text at once and is remembered. */
export function LanguageSelect({
  languages,
  className,
  hideLabel = true,
  ...rest
}: LanguageSelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const current = useCurrentLanguage();
  const changeLanguage = useChangeLanguage();
  const offered = appLanguages.filter((code) => !languages || languages.includes(code));
  return (
    <span className={className ? `ui-language-select ${className}` : 'ui-language-select'}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'ui-language-select__label'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        data-testid={rest['data-testid']}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
