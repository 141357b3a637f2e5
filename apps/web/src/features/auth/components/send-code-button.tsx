import { useTranslation } from 'react-i18next';

export interface SendCodeButtonProps {
  onClick: () => void;
  /** Seconds until another code may be sent; the button shows the countdown meanwhile. */
  secondsLeft?: number;
  /** A code is being sent. */
  isSending?: boolean;
  'data-testid'?: string;
}

/** The "send code" button that sits beside a verification-code input. */
export function SendCodeButton({
  onClick,
  secondsLeft = 0,
  isSending,
  ...rest
}: SendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      className="auth-field__addon"
      onClick={onClick}
      disabled={waiting || isSending}
      aria-busy={isSending || undefined}
      data-testid={rest['data-testid']}
    >
      {waiting ? t('sendCode.wait', { seconds: secondsLeft }) : t('login.sendCode')}
    </button>
  );
}
