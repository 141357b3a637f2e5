import { useTranslation } from 'react-i18next';
import type { ContractView } from '@lobby/contracts';
import { ContractTerms } from './contract-terms.tsx';

/** An offer as its holder reads it: who offers, when, whether it raises a running one, the terms. */
export function ContractOfferSummary({ offer }: { offer: ContractView }) {
  const { t } = useTranslation('agents');
  return (
    <div className="contract-offer" data-testid="contract-offer" data-contract-id={offer.id}>
      <p>{t('holder.offeredBy', { upline: offer.upline, date: offer.offeredAt.slice(0, 10) })}</p>
      {offer.replacesId !== null && <p className="contract-offer__raise">{t('holder.raise')}</p>}
      <ContractTerms contract={offer} />
    </div>
  );
}
