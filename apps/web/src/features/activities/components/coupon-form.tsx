import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { redeemCoupon } from '../api/play-activity.ts';
import { useActivityAction } from '../use-activity-action.ts';
import { OutcomeLine } from './outcome-line.tsx';

/** A coupon code box: expired, used up or already used codes come back as a clear refusal. */
export function CouponForm() {
  const { t } = useTranslation('activities');
  const action = useActivityAction();
  const [code, setCode] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    const done = await action.run(
      () => redeemCoupon(code.trim()),
      (award) => t('coupon.done', { amount: formatAmount(award.prize.amount) }),
    );
    if (done) setCode('');
  }

  return (
    <form className="activities__coupon" onSubmit={(event) => void submit(event)}>
      <label className="activities__label" htmlFor="activity-coupon-code">
        {t('coupon.label')}
      </label>
      <div className="activities__row">
        <input
          id="activity-coupon-code"
          className="ui-input activities__input"
          value={code}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          data-testid="coupon-code"
        />
        <button
          type="submit"
          className="ui-action ui-action--medium"
          disabled={action.busy || !code.trim()}
          data-testid="coupon-redeem"
        >
          {t('coupon.redeem')}
        </button>
      </div>
      <OutcomeLine outcome={action.outcome} />
    </form>
  );
}
