import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawFamily } from '@lobby/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSessionState } from '../../session/index.ts';
import { useDrawMenus, useDrawResults, useDrawSession, useMyDrawBets } from './api/draw-api.ts';
import { BetEntry } from './components/bet-entry.tsx';
import { ResultSheet } from './components/result-sheet.tsx';
import { betStateKeys, familyKeys, typeKeys } from './draw-text-keys.ts';
import './draws.css';

/**
 * The official draws' page body: the families of `kinds` (north / south / central, or Thai),
 * a station's draw taking bets with the bet slip, my bets, and results by station and date.
 */
export function DrawBoard(props: { kinds: DrawFamily['kind'][]; testId: string; title: string }) {
  const { t } = useTranslation(['lottery-draws', 'lottery-errors']);
  const { isLogin } = useSessionState();
  const menus = useDrawMenus();
  const families = (menus.data?.families ?? []).filter((f) => props.kinds.includes(f.kind));
  const [code, setCode] = useState('');
  const family = families.find((f) => f.code === code) ?? families[0];
  const [issueNo, setIssueNo] = useState('');
  const issue = family?.open.find((i) => i.issueNo === issueNo) ?? family?.open[0];
  const [station, setStation] = useState('');
  const [date, setDate] = useState('');
  const session = useDrawSession(family?.code ?? '', isLogin);
  const token = session.data?.token;
  const bets = useMyDrawBets(token);
  const results = useDrawResults(family?.code ?? '', station, date);

  if (!menus.data) {
    return (
      <section className="draws" data-testid={props.testId}>
        <LoadState
          state={menus.isError ? 'error' : 'loading'}
          className="draws__state"
          text={menus.isError ? t('loadError') : t('loading')}
        />
      </section>
    );
  }
  return (
    <section className="draws" data-testid={props.testId}>
      <h1 className="draws__title">{props.title}</h1>
      {families.length > 1 && (
        <div className="draws__tabs" role="tablist">
          {families.map((f) => (
            <button
              key={f.code}
              type="button"
              role="tab"
              aria-selected={f.code === family?.code}
              className="draws__tab"
              data-testid={`draws-family-${f.code}`}
              onClick={() => {
                setCode(f.code);
                setIssueNo('');
                setStation('');
              }}
            >
              {t(familyKeys[f.kind] ?? f.kind)}
            </button>
          ))}
        </div>
      )}
      {family && (
        <>
          <h2 className="draws__heading">{t('open')}</h2>
          {issue ? (
            <>
              <select
                className="draws__issue"
                aria-label={t('open')}
                data-testid="draws-issue"
                value={issue.issueNo}
                onChange={(event) => setIssueNo(event.target.value)}
              >
                {family.open.map((i) => (
                  <option key={i.issueNo} value={i.issueNo}>
                    {t('issue', {
                      issueNo: i.issueNo,
                      station: family.stations.find((s) => s.code === i.station)?.name ?? i.station,
                      closes: new Date(i.closesAt).toLocaleString(),
                    })}
                  </option>
                ))}
              </select>
              {token ? (
                <BetEntry family={family} issue={issue} playerToken={token} />
              ) : (
                <p
                  className="draws__muted"
                  role={session.isError ? 'alert' : undefined}
                  data-testid="draws-session"
                >
                  {session.isError
                    ? translateApiError(session.error, t)
                    : isLogin
                      ? t('loading')
                      : t('loginToBet')}
                </p>
              )}
            </>
          ) : (
            <p className="draws__muted">{t('noOpen')}</p>
          )}
          <h2 className="draws__heading">{t('myBets')}</h2>
          <ul className="draws__bets" data-testid="draws-bets">
            {(bets.data?.bets ?? [])
              .filter((b) => b.gameCode === family.code)
              .slice(0, 20)
              .map((b) => (
                <li key={b.id} data-testid="draws-bet" data-state={b.state}>
                  <span>{b.issueNo}</span>{' '}
                  <span>
                    {b.selections
                      .map((s) => `${t(typeKeys[s.type] ?? s.type)} ${(s.numbers ?? []).join(',')}`)
                      .join('; ')}
                  </span>{' '}
                  <span>{t('stakeAndPayout', { stake: b.stake, payout: b.payout })}</span>{' '}
                  <span>{t(betStateKeys[b.state] ?? b.state)}</span>
                </li>
              ))}
          </ul>
          <h2 className="draws__heading">{t('results')}</h2>
          <div className="draws__filters">
            <select
              aria-label={t('station')}
              data-testid="draws-station"
              value={station}
              onChange={(event) => setStation(event.target.value)}
            >
              <option value="">{t('allStations')}</option>
              {family.stations.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
            <input
              type="date"
              aria-label={t('date')}
              data-testid="draws-date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          {(results.data?.issues ?? []).map((r) => (
            <article key={r.issueNo} className="draws__result" data-testid="draws-result">
              <h3>{r.issueNo}</h3>
              {r.result && <ResultSheet kind={family.kind} result={r.result} />}
            </article>
          ))}
          {results.data?.issues.length === 0 && <p className="draws__muted">{t('noResults')}</p>}
        </>
      )}
    </section>
  );
}
