import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modal-store.ts';

/** A trial account's play money cannot be deposited or withdrawn: register a real account. */
export function TrialPrompt() {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-trial" role="alert" data-testid="wallet-trial">
      <p>{t('in_need_true_account', { ns: 'errors' })}</p>
      <button
        type="button"
        className="ui-action ui-action--medium"
        data-testid="wallet-trial-register"
        onClick={() => openModal('register', {})}
      >
        {t('trialRegister')}
      </button>
    </div>
  );
}
