import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useCashOut } from '../api/sportsbook-member.ts';
import { useBook } from '../book-context.tsx';

/**
 * Cash-out in two taps: the quote (what the book pays now), then the confirmation at that
 * value. A value that fell meanwhile is refused by the server: the new quote is asked again.
 */
export function CashOutButton({ betId }: { betId: number }) {
  const { t } = useTranslation(['sportsbook', 'sports-errors']);
  const { token } = useBook();
  const { quote, execute } = useCashOut(token);
  const [offer, setOffer] = useState<string | null>(null);
  const ask = () =>
    quote.run(betId).then(
      (answer) => setOffer(answer.available ? answer.amount : null),
      () => setOffer(null),
    );
  const confirm = (amount: string) =>
    execute.run({ id: betId, amount }).then(
      () => setOffer(null),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'sb_cash_out_changed') void ask();
        else setOffer(null);
      },
    );
  const error = execute.error ?? quote.error;
  const unavailable = quote.isSuccess && offer === null;
  return (
    <div className="sb-cashout">
      {offer === null ? (
        <button
          type="button"
          className="ui-action ui-action--small"
          disabled={quote.isPending}
          data-testid={`sb-cashout-${betId}`}
          onClick={() => void ask()}
        >
          {t('record.cashOut')}
        </button>
      ) : (
        <button
          type="button"
          className="ui-action ui-action--small sb-cashout__confirm"
          disabled={execute.isPending}
          data-testid={`sb-cashout-confirm-${betId}`}
          onClick={() => void confirm(offer)}
        >
          {t('record.cashOutFor', { amount: formatAmount(offer) })}
        </button>
      )}
      {unavailable && !error && <p className="sb-muted">{t('record.cashOutUnavailable')}</p>}
      {error !== null && (
        <p className="sb-error" role="alert">
          {translateApiError(error, t)}
        </p>
      )}
    </div>
  );
}
