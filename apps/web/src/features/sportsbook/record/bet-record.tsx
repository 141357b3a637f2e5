import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SportsBetView } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useBookBets } from '../api/sportsbook-member.ts';
import { useBook } from '../book-context.tsx';
import { marketLabel, nameIn, selectionLabel } from '../labels.ts';
import { oddsText } from '../odds-text.ts';
import { CashOutButton } from './cash-out-button.tsx';
import { betStateKeys, kindKeys, outcomeKeys, recordKeys } from '../text-keys.ts';

function BetCard({ bet }: { bet: SportsBetView }) {
  const { t } = useTranslation('sportsbook');
  const lang = useCurrentLanguage();
  const settled = bet.state === 'settled' || bet.state === 'cashed_out' || bet.state === 'void';
  return (
    <li className="sb-bet" data-testid={`sb-bet-${bet.id}`} data-state={bet.state}>
      <p className="sb-bet__head">
        <strong>
          {t(kindKeys[bet.kind])}
          {bet.kind === 'system' && ` · ${t('record.lines', { count: bet.systemLines })}`}
        </strong>
        <span className={`sb-badge sb-badge--${bet.state}`}>{t(betStateKeys[bet.state])}</span>
      </p>
      <ul className="sb-bet__legs">
        {bet.legs.map((leg) => (
          <li key={leg.selectionId}>
            <span>
              {selectionLabel(
                t,
                lang,
                leg,
                { kind: leg.marketKind, line: leg.line },
                { code: leg.selection, name: null },
              )}{' '}
              @ {oddsText(leg.odds, bet.oddsFormat)}
            </span>
            <span className="sb-muted">
              {marketLabel(t, { kind: leg.marketKind, period: 'match', line: leg.line })} ·{' '}
              {nameIn(leg.home, lang)} – {nameIn(leg.away, lang)}
              {leg.outcome && ` · ${t(outcomeKeys[leg.outcome])}`}
            </span>
          </li>
        ))}
      </ul>
      <dl className="sb-bet__money">
        <dt>{t('record.stake')}</dt>
        <dd>{formatAmount(bet.nominalStake)}</dd>
        <dt>{t('record.risk')}</dt>
        <dd>{formatAmount(bet.risk)}</dd>
        <dt>{t('record.win')}</dt>
        <dd>{formatAmount(bet.win)}</dd>
        {settled && (
          <>
            <dt>{t('record.return')}</dt>
            <dd data-testid={`sb-bet-return-${bet.id}`}>{formatAmount(bet.paid)}</dd>
          </>
        )}
      </dl>
      {bet.state === 'open' && <CashOutButton betId={bet.id} />}
    </li>
  );
}

/** The betting record: open bets (pending ones too) with cash-out, and settled bets. */
export function BetRecord() {
  const { t } = useTranslation('sportsbook');
  const { token, isLogin } = useBook();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const bets = useBookBets(token, status);
  if (!isLogin) {
    return (
      <p className="sb-muted">
        <Link to="/login">{t('record.login')}</Link>
      </p>
    );
  }
  return (
    <section className="sb-record" aria-label={t('tab.bets')} data-testid="sb-record">
      <div className="sb-modes" role="group" aria-label={t('tab.bets')}>
        {(['open', 'settled'] as const).map((one) => (
          <button
            key={one}
            type="button"
            className={`sb-mode${status === one ? ' sb-mode--chosen' : ''}`}
            aria-pressed={status === one}
            data-testid={`sb-record-${one}`}
            onClick={() => setStatus(one)}
          >
            {t(recordKeys[one])}
          </button>
        ))}
      </div>
      {!bets.data ? (
        <p className="sb-muted">{t('loading')}</p>
      ) : bets.data.bets.length === 0 ? (
        <p className="sb-muted">{t('record.empty')}</p>
      ) : (
        <ul className="sb-bets">
          {bets.data.bets.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </section>
  );
}
