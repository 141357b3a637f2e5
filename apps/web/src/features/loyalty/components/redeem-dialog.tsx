import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallGoods, Redemption } from '@lobby/contracts';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { redeemGoods } from '../api/redeem-goods.ts';
import { LoyaltyField } from './loyalty-field.tsx';
import { usePointsAction } from './use-points-action.ts';

/** Redeems one good: a delivery address for physical goods, and the payment password. */
export function RedeemDialog({ goods, onClose }: { goods: MallGoods; onClose: () => void }) {
  const { t } = useTranslation('loyalty');
  const action = usePointsAction(redeemGoods);
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<'address' | 'password' | null>(null);
  const [done, setDone] = useState<Redemption | null>(null);
  const isPhysical = goods.kind === 'physical';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPhysical && address.trim() === '') return setMissing('address');
    if (password === '') return setMissing('password');
    setMissing(null);
    const answer = await action.run({
      goodsId: goods.id,
      address: isPhysical ? address.trim() : '',
      paymentPassword: password,
    });
    if (answer) setDone(answer);
    setPassword('');
  };

  return (
    <Dialog
      title={t('mall.redeemTitle', { name: goods.name })}
      description={t('mall.redeemPrice', { points: formatAmount(goods.pointsPrice, 0) })}
      closeLabel={t('close')}
      size="small"
      onClose={onClose}
      data-testid="redeem-dialog"
    >
      {done ? (
        <div className="loyalty-form">
          <p className="loyalty__done" role="status" data-testid="redeem-done">
            {done.state === 'approved' ? t('mall.redeemedNow') : t('mall.redeemedReview')}
          </p>
          <button type="button" className="ui-action ui-action--medium" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form className="loyalty-form" noValidate onSubmit={(event) => void submit(event)}>
          {isPhysical && (
            <LoyaltyField
              label={t('mall.address')}
              value={address}
              maxLength={200}
              autoComplete="street-address"
              error={missing === 'address' ? t('mall.addressRequired') : null}
              data-testid="redeem-address"
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
          <LoyaltyField
            label={t('paymentPassword')}
            type="password"
            autoComplete="off"
            value={password}
            error={missing === 'password' ? t('passwordRequired') : null}
            data-testid="redeem-password"
            onChange={(event) => setPassword(event.target.value)}
          />
          {action.failure && (
            <p className="loyalty__error" role="alert" data-testid="redeem-error">
              {action.failure}
            </p>
          )}
          <BusySubmitButton
            className="ui-action ui-action--medium"
            isBusy={action.isBusy}
            testId="redeem-submit"
          >
            {t('mall.redeem')}
          </BusySubmitButton>
        </form>
      )}
    </Dialog>
  );
}
