import { useTranslation } from 'react-i18next';

/** What a trial account sees instead of a money form (§4.8: 'in_need_true_account'). */
export function TrialPrompt() {
  const { t } = useTranslation('transfers');
  return (
    <p className="transfers__note" role="alert" data-testid="transfer-trial">
      {t('in_need_true_account', { ns: 'errors' })}
    </p>
  );
}
