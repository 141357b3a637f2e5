import { useTranslation } from 'react-i18next';
import { isPercentKind, type ContractView } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { contractKindKeys, dividendPeriodKeys } from './contract-labels.ts';
import '../contracts.css';

export interface ContractTermsProps {
  contract: Pick<ContractView, 'kind' | 'period' | 'tiers'>;
}

/** A rate as people read it: "5.00 %" or "12.50 per 10,000 valid bet". */
export function useRateText() {
  const { t } = useTranslation('agents');
  return (kind: ContractView['kind'], rate: string) =>
    isPercentKind(kind)
      ? t('contract.ratePercent', { rate: formatAmount(rate) })
      : t('contract.ratePer10k', { rate: formatAmount(rate) });
}

/**
 * A contract's terms (§3): its kind, its dividend period, and its ladder, one row per rung
 * (team valid bet, active members for a dividend, rate). Real time is one rate.
 */
export function ContractTerms({ contract }: ContractTermsProps) {
  const { t } = useTranslation('agents');
  const rateText = useRateText();
  const isDividend = contract.kind === 'dividend';
  return (
    <div className="contract-terms" data-testid="contract-terms">
      <p className="contract-terms__kind">
        <strong>{t(contractKindKeys[contract.kind])}</strong>
        {contract.period && (
          <span data-testid="contract-terms-period">
            {' · '}
            {t(dividendPeriodKeys[contract.period])}
          </span>
        )}
      </p>
      {contract.kind === 'realtime_salary' ? (
        <p data-testid="contract-terms-rate">
          {rateText(contract.kind, contract.tiers[0]?.rate ?? '0')}
        </p>
      ) : (
        <div className="contract-terms__wrap">
          <table className="contract-terms__table">
            <thead>
              <tr>
                <th scope="col">{t('ladder.teamValidBet')}</th>
                {isDividend && <th scope="col">{t('ladder.activeMembers')}</th>}
                <th scope="col">{t('ladder.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {contract.tiers.map((tier, index) => (
                <tr key={index} data-testid="contract-terms-rung">
                  <td>{formatAmount(tier.teamValidBet)}</td>
                  {isDividend && <td>{tier.activeMembers}</td>}
                  <td>{rateText(contract.kind, tier.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
