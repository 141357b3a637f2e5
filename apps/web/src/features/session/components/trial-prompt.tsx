import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modal-store.ts';

interface TrialPromptProps {
  /** The test id of the prompt; its register button gets `<testId>-register`. */
  testId: string;
  /** The page's look for a notice. */
  className: string;
  /** Offer the registration dialog right there (the wallet pages do). */
  offerRegister?: boolean;
}

/**
 * What a trial account sees instead of a money form (§4.8: 'in_need_true_account'): its play
 * money cannot be deposited, withdrawn or transferred.
 */
export function TrialPrompt({ testId, className, offerRegister = false }: TrialPromptProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{t('in_need_true_account', { ns: 'errors' })}</p>
      {offerRegister && (
        <button
          type="button"
          className="ui-action ui-action--medium"
          data-testid={`${testId}-register`}
          onClick={() => openModal('register', {})}
        >
          {t('trialRegister')}
        </button>
      )}
    </div>
  );
}
