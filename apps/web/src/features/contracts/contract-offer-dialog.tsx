import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { usePendingContracts } from './api/get-pending-contracts.ts';
import { ContractAnswerButtons } from './components/contract-answer-buttons.tsx';
import { ContractOfferSummary } from './components/contract-offer-summary.tsx';
import './contracts.css';

export interface ContractOfferDialogProps {
  onClose: () => void;
}

/**
 * The contract dialog of §2.4: the offers awaiting this account's answer, one at a time
 * (kind, ladder, period, offerer), with accept and reject. It closes when none is left.
 */
export function ContractOfferDialog({ onClose }: ContractOfferDialogProps) {
  const { t } = useTranslation(['agents', 'agent-errors']);
  const pending = usePendingContracts();
  const offers = pending.data?.offers ?? [];
  const offer = offers[0];
  return (
    <Dialog
      onClose={onClose}
      title={t('holder.title')}
      closeLabel={t('close')}
      size="medium"
      data-testid="contract-offer-dialog"
    >
      {!pending.data ? (
        <p role={pending.isError ? 'alert' : 'status'}>
          {pending.isError ? t('holder.loadFailed') : t('status.loading')}
        </p>
      ) : !offer ? (
        <p role="status" data-testid="contract-offer-none">
          {t('holder.none')}
        </p>
      ) : (
        <>
          {offers.length > 1 && (
            <p className="contract-offer__count">{t('holder.count', { count: offers.length })}</p>
          )}
          <ContractOfferSummary offer={offer} />
          <ContractAnswerButtons
            key={offer.id}
            contractId={offer.id}
            onAnswered={() => {
              if (offers.length <= 1) onClose();
            }}
          />
        </>
      )}
    </Dialog>
  );
}
