import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { acceptDisclaimer } from './disclaimer-flag.ts';
import './disclaimer-dialog.css';

/** §9: members must be at least 21 (one brand variant uses 18). */
const minimumAge = 21;

export interface DisclaimerDialogProps {
  onClose: () => void;
}

/** The age and terms disclaimer (§4.6): no close button, no Escape; accepting closes it. */
export function DisclaimerDialog({ onClose }: DisclaimerDialogProps) {
  const { t } = useTranslation('disclaimer');
  const accept = () => {
    acceptDisclaimer();
    onClose();
  };
  return (
    <Dialog
      closable={false}
      onClose={accept}
      title={t('title')}
      description={t('intro', { age: minimumAge })}
      size="small"
      data-testid="disclaimer-dialog"
    >
      <div className="disclaimer">
        <div className="disclaimer__age" aria-hidden="true">
          {t('ageBadge', { age: minimumAge })}
        </div>
        <ul className="disclaimer__points">
          <li>{t('pointAge', { age: minimumAge })}</li>
          <li>{t('pointLaw')}</li>
          <li>{t('pointResponsible')}</li>
          <li>{t('pointTerms')}</li>
        </ul>
        <button
          type="button"
          className="disclaimer__accept ui-action ui-action--large"
          data-testid="disclaimer-accept"
          // the answer most visitors give gets the focus, not the terms link
          autoFocus
          onClick={accept}
        >
          {t('accept', { age: minimumAge })}
        </button>
        <p className="disclaimer__terms">
          <button
            type="button"
            className="disclaimer__link"
            onClick={() => openModal('help', { topic: 'term' })}
          >
            {t('readTerms')}
          </button>
        </p>
      </div>
    </Dialog>
  );
}
