import { useTranslation } from 'react-i18next';

export interface SendCodeButtonProps {
  onClick: () => void;
}

/** The "send code" button that sits beside a verification-code input. */
export function SendCodeButton({ onClick }: SendCodeButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className="auth-field__addon" onClick={onClick}>
      {t('login.sendCode')}
    </button>
  );
}
