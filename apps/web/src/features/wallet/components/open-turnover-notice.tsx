import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpenTurnover } from '@lobby/contracts';
import { memberPagePath } from '../../../lib/app-paths.ts';
import { formatAmount } from '../../../lib/format.ts';

const ruleKeys: Record<OpenTurnover['rule'], string> = {
  block: 'withdraw.turnover.block',
  forfeit: 'withdraw.turnover.forfeit',
  fee: 'withdraw.turnover.fee',
};

/**
 * Why a withdrawal waits (docs/rewards.md "The withdrawal rule"): a bonus still has wagering
 * open. Under the brand's `block` rule the request is refused; under `forfeit` or `fee` the
 * member is told what withdrawing now costs. Links to the reward centre.
 */
export function OpenTurnoverNotice({ open }: { open: OpenTurnover }) {
  const { t } = useTranslation('wallet');
  const values = {
    remaining: formatAmount(open.wageringRemaining),
    bonus: formatAmount(open.bonusBalance),
    fee: open.feePercent,
  };
  return (
    <div
      className="wallet-missing"
      role="status"
      data-testid="withdraw-open-turnover"
      data-rule={open.rule}
    >
      <p>{t(ruleKeys[open.rule], values)}</p>
      <Link
        className="ui-action ui-action--medium"
        to={memberPagePath('rewardCenter')}
        data-testid="withdraw-reward-centre-link"
      >
        {t('withdraw.turnover.link')}
      </Link>
    </div>
  );
}
