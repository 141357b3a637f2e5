import { useTranslation } from 'react-i18next';
import { useQrImage } from '../../lib/qr-image.ts';
import { formatAmount } from '../../lib/format.ts';
import { useReferral } from './api/get-referral.ts';
import './referral.css';

/** Side of the QR code in CSS pixels: scanned from another screen. */
const qrSize = 168;

/**
 * /member?page=referral (§2.5): the member's own invitation link and its QR code, the brand's
 * rule (a bonus when a friend deposits and bets this much), and the friends invited with what
 * each brought (docs/member-services.md "Referral").
 */
export function ReferralPage() {
  const { t } = useTranslation('referrals');
  const referral = useReferral();
  const qr = useQrImage(referral.data?.link);
  if (referral.isPending) return <p role="status">{t('loading')}</p>;
  if (referral.isError) return <p role="alert">{t('failed')}</p>;
  const { link, rule, friends, totalPaid } = referral.data;
  return (
    <section className="referral" data-testid="member-referral-page">
      <h2 className="referral__title">{t('title')}</h2>
      <p data-testid="member-referral-rule">
        {rule.isEnabled
          ? t('rule', {
              bonus: formatAmount(rule.bonus),
              deposit: formatAmount(rule.minDeposit),
              bet: formatAmount(rule.minValidBet),
            })
          : t('ruleOff')}
      </p>
      <div className="referral__link">
        {qr ? (
          <img
            src={qr}
            width={qrSize}
            height={qrSize}
            alt={t('qrAlt')}
            data-testid="member-referral-qr"
          />
        ) : (
          <span className="referral__qr-pending" aria-hidden="true" />
        )}
        <label className="referral__field">
          <span>{t('link')}</span>
          <input
            readOnly
            value={link}
            data-testid="member-referral-link"
            onFocus={(e) => e.target.select()}
          />
        </label>
      </div>
      <h3>{t('friends', { count: friends.length })}</h3>
      <p data-testid="member-referral-total">{t('total', { amount: formatAmount(totalPaid) })}</p>
      {friends.length === 0 ? (
        <p data-testid="member-referral-empty">{t('none')}</p>
      ) : (
        <ul className="referral__friends" data-testid="member-referral-friends">
          {friends.map((friend) => (
            <li key={`${friend.username}-${friend.joinedAt}`} className="referral__friend">
              <span>{friend.username}</span>
              <span>{friend.joinedAt.slice(0, 10)}</span>
              <span>
                {friend.bonusPaid
                  ? t('brought', { amount: formatAmount(friend.bonusPaid) })
                  : t('waiting')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
