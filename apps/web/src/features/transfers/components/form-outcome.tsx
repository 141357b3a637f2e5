import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPagePath } from '../../../lib/app-paths.ts';

export interface FormOutcomeProps {
  /** The refusal, translated; null when there is none. */
  failure: string | null;
  /** The refusal was "no payment password yet": offer the way to set one. */
  needsPaymentPassword: boolean;
  /** What went through, translated; null when nothing did. */
  done: string | null;
  /** Test id prefix: `<prefix>-error`, `<prefix>-result`. */
  testIdPrefix: string;
}

/** The outcome of a money form: the refusal (and the security centre link) or the receipt. */
export function FormOutcome({
  failure,
  needsPaymentPassword,
  done,
  testIdPrefix,
}: FormOutcomeProps) {
  const { t } = useTranslation('transfers');
  return (
    <>
      {failure && (
        <p className="transfer-form__error" role="alert" data-testid={`${testIdPrefix}-error`}>
          {failure}
          {needsPaymentPassword && (
            <>
              {' '}
              <Link
                to={memberPagePath('securityCenter')}
                data-testid={`${testIdPrefix}-set-password`}
              >
                {t('form.setPaymentPassword')}
              </Link>
            </>
          )}
        </p>
      )}
      {done && (
        <p className="transfer-form__done" role="status" data-testid={`${testIdPrefix}-result`}>
          {done}
        </p>
      )}
    </>
  );
}
