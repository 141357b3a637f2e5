import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@lobby/contracts';
import { quickAmounts } from '../amount-rules.ts';
import type { FieldMessage } from '../../../lib/server-field-errors.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { WalletField } from './wallet-field.tsx';

/** The amount of a deposit: the channel's limits under it and quick-amount chips. */
export function DepositAmountField(props: {
  channel: DepositChannel;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldMessage;
}) {
  const { t } = useTranslation('wallet');
  const { decimals, formatMoney } = useWalletFormat();
  const { channel } = props;
  const chips = quickAmounts({ decimals, min: channel.minAmount, max: channel.maxAmount });
  return (
    <WalletField
      label={t('amount.label')}
      inputMode="decimal"
      value={props.value}
      onValueChange={props.onValueChange}
      error={props.error}
      hint={t('amount.limits', {
        min: formatMoney(channel.minAmount),
        max: formatMoney(channel.maxAmount),
      })}
      data-testid="deposit-amount"
    >
      {chips.length > 0 && (
        <div className="wallet-chips" role="group" aria-label={t('amount.quick')}>
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className="wallet-chip"
              aria-pressed={props.value === chip}
              data-testid="deposit-quick-amount"
              onClick={() => props.onValueChange(chip)}
            >
              {formatMoney(chip)}
            </button>
          ))}
        </div>
      )}
    </WalletField>
  );
}
