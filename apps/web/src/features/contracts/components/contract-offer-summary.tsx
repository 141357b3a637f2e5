import { useTranslation } from 'react-i18next';
import type { ContractView } from '@lobby/contracts';
import { ContractTerms } from './contract-terms.tsx';

/** An offer as its holder reads it: who offers (an upline agent or the house), when, whether it raises a running one, the terms. */
export function ContractOfferSummary({ offer }: { offer: ContractView }) {
  const { t } = useTranslation('agents');
  const date = offer.offeredAt.slice(0, 10);
  return (
    <div className="contract-offer" data-testid="contract-offer" data-contract-id={offer.id}>
      <p data-testid="contract-offerer">
        {offer.upline === null
          ? t('holder.offeredByHouse', { date })
          : t('holder.offeredBy', { upline: offer.upline, date })}
      </p>
      {offer.replacesId !== null && <p className="contract-offer__raise">{t('holder.raise')}</p>}
      <ContractTerms contract={offer} />
    </div>
  );
}
