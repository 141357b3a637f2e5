import { useTranslation } from 'react-i18next';
import type { DepositBonusRules } from '@lobby/contracts';
import { useRewardFormat } from '../use-reward-format.ts';
import { wageringRuleKeys } from './wagering-rule-keys.ts';

/** A deposit promotion's terms in plain words: the award, the deposit, the wagering. */
export function PromotionRules({ rules }: { rules: DepositBonusRules }) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const award = rules.award;
  let awardText: string;
  switch (award.type) {
    case 'fixed':
      awardText = t('rules.fixed', { amount: format.amount(award.amount) });
      break;
    case 'deposit_percent':
      awardText = t('rules.depositPercent', {
        percent: award.percent,
        cap: format.amount(award.cap),
      });
      break;
    case 'bet_percent':
      awardText = t('rules.betPercent', {
        percent: award.basisPoints / 100,
        cap: format.amount(award.cap),
      });
      break;
    default:
      awardText = award satisfies never;
  }
  return (
    <dl className="promotion-rules" data-testid="promotion-rules">
      <div>
        <dt>{t('rules.award')}</dt>
        <dd>{awardText}</dd>
      </div>
      <div>
        <dt>{t('rules.deposit')}</dt>
        <dd>
          {t(rules.depositOrdinal === 'first' ? 'rules.firstDeposit' : 'rules.anyDeposit', {
            min: format.amount(rules.minDeposit),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('rules.wagering')}</dt>
        <dd>{t(wageringRuleKeys[rules.wageringBase], { n: rules.multiplier })}</dd>
      </div>
      <div>
        <dt>{t('rules.validity')}</dt>
        <dd>{t('rules.days', { claim: rules.claimDays, valid: rules.bonusValidDays })}</dd>
      </div>
    </dl>
  );
}
