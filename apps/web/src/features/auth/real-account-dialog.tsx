import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import './login.css';

export interface RealAccountDialogProps {
  onClose: () => void;
}

/**
 * The action gate's prompt for a trial account (§4.8): 'Please Register An Account First'
 * (in_need_true_account), with the way to register.
 */
export function RealAccountDialog({ onClose }: RealAccountDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      onClose={onClose}
      title={t('realAccount.title')}
      closeLabel={t('close')}
      size="small"
      data-testid="real-account-dialog"
    >
      <div className="auth-form">
        <p className="auth-reason" data-testid="real-account-message">
          {t('errors:in_need_true_account')}
        </p>
        <div className="logout-actions">
          <button
            type="button"
            className="logout-cancel ui-action ui-action--medium"
            onClick={onClose}
          >
            {t('close')}
          </button>
          <button
            type="button"
            className="ui-action ui-action--medium"
            onClick={() => {
              closeModal('realAccountNeeded');
              openModal('register', {});
            }}
            data-testid="real-account-register"
          >
            {t('realAccount.register')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
