import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { appPaths } from '../../lib/app-paths.ts';
import { closeAllModals } from '../../lib/modal-store.ts';
import { endSession } from '../session/index.ts';
import './login.css';

export interface LogoutDialogProps {
  onClose: () => void;
}

/**
 * The logout confirmation (§4.2, 'in_sure_logout'): confirming revokes the token, clears the
 * session (the merchant code stays), closes the dialogs and goes to /index.
 */
export function LogoutDialog({ onClose }: LogoutDialogProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLeaving, setIsLeaving] = useState(false);

  const confirm = async () => {
    setIsLeaving(true);
    await endSession(queryClient);
    closeAllModals();
    void navigate(appPaths.index);
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('logout.title')}
      closeLabel={t('close')}
      size="small"
      data-testid="logout-dialog"
    >
      <div className="auth-form">
        <p className="auth-reason">{t('in_sure_logout')}</p>
        <div className="logout-actions">
          <button
            type="button"
            className="logout-cancel ui-action ui-action--medium"
            onClick={onClose}
            data-testid="logout-cancel"
          >
            {t('logout.cancel')}
          </button>
          <button
            type="button"
            className="ui-action ui-action--medium"
            disabled={isLeaving}
            aria-busy={isLeaving || undefined}
            onClick={() => void confirm()}
            data-testid="logout-confirm"
          >
            {t('logout.confirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
