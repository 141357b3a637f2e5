import { useTranslation } from 'react-i18next';
import type { SportsBetView } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { useBookBet } from '../api/sportsbook-member.ts';
import { useBook } from '../book-context.tsx';
import { kindKeys, receiptKeys } from '../text-keys.ts';

/** A bet just placed: its state read again while a live bet waits out the live delay. */
function Receipt({ placed }: { placed: SportsBetView }) {
  const { t } = useTranslation('sportsbook');
  const { token } = useBook();
  const { data } = useBookBet(token, placed.id);
  const bet = data ?? placed;
  return (
    <li
      className={`sb-receipt sb-receipt--${bet.state}`}
      data-testid="sb-receipt"
      data-state={bet.state}
    >
      <span>{t(kindKeys[bet.kind])}</span>
      <span>{formatAmount(bet.risk)}</span>
      <strong>{t(receiptKeys[bet.state])}</strong>
    </li>
  );
}

/** The slip's last placed bets: "pending" until the live delay confirms or rejects them. */
export function SlipReceipts({ placed }: { placed: SportsBetView[] }) {
  const { t } = useTranslation('sportsbook');
  if (placed.length === 0) return null;
  return (
    <section className="sb-receipts" aria-label={t('receipt.title')}>
      <div role="status">
        <ul>
          {placed.map((bet) => (
            <Receipt key={bet.id} placed={bet} />
          ))}
        </ul>
      </div>
    </section>
  );
}
