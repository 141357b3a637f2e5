import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryCurrent } from '@lobby/contracts';
import type { LotteryKind } from '@lobby/game-math';
import { translateApiError } from '../../../../lib/api-error-text.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatAmount } from '../../../../lib/format.ts';
import { usePlaceLotteryOrder } from '../api/lottery-bets.ts';
import { useForgetLotterySession } from '../api/lottery-session.ts';
import { ballText, betCost, pickLines, selectionOf } from '../board-spec.ts';
import { chaseMultipliers, type ChasePlan } from '../chase-plan.ts';
import type { Picks } from '../use-picks.ts';
import { optionKey } from '../lottery-text-keys.ts';

interface BetSlipProps {
  data: LotteryCurrent;
  kind: LotteryKind;
  picks: Picks;
  playerToken: string;
}

/**
 * The chosen numbers with their line count and cost, the line stake and multiplier, and
 * placing the bet on the current issue or a chase order over the next issues.
 */
export function BetSlip({ data, kind, picks, playerToken }: BetSlipProps) {
  const { t } = useTranslation(['lottery-fast', 'lottery-errors']);
  const { game, current } = data;
  const [lineStake, setLineStake] = useState(game.minLineStake);
  const [multiplier, setMultiplier] = useState(1);
  const [chasing, setChasing] = useState(false);
  const [issues, setIssues] = useState(3);
  const [plan, setPlan] = useState<ChasePlan>('flat');
  const [stopOnWin, setStopOnWin] = useState(true);
  const place = usePlaceLotteryOrder();
  const forget = useForgetLotterySession(game.code);

  const lines = picks.picks.reduce((sum, pick) => sum + pickLines(kind, pick), 0);
  const multipliers = chaseMultipliers(plan, multiplier, chasing ? issues : 1);
  // every issue costs lines × line stake × its multiplier: the order's cost is one product
  const total = betCost(
    lines,
    lineStake,
    multipliers.reduce((sum, m) => sum + m, 0),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || total === null) return;
    const order = {
      code: game.code,
      playerToken,
      selections: picks.picks.filter((pick) => pickLines(kind, pick) > 0).map(selectionOf),
      lineStake,
      multiplier,
      issueNo: current.issueNo,
      ...(chasing
        ? { chase: { issues, stopOnWin, ...(plan === 'flat' ? {} : { multipliers }) } }
        : {}),
    };
    place.run(order).then(
      () => picks.clear(),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'game_session_invalid') forget();
      },
    );
  };

  return (
    <section className="lottery-fast__panel" aria-labelledby="lottery-slip-title">
      <h2 id="lottery-slip-title" className="lottery-fast__heading">
        {t('slip.title')}
      </h2>
      {picks.picks.length === 0 ? (
        <p className="lottery-fast__muted">{t('slip.empty')}</p>
      ) : (
        <ul className="lottery-slip__picks" data-testid="lottery-picks">
          {picks.picks.map((pick) => (
            <li key={`${pick.type}:${pick.position ?? ''}`} className="lottery-slip__pick">
              <span>
                {t(`type.${pick.type}`)}
                {pick.position !== null && ` · ${t('board.nth', { n: pick.position + 1 })}`}
                {pick.k !== null && ` · ${t('board.kOf', { k: pick.k })}`}
              </span>
              <span className="lottery-slip__values">
                {[
                  ...pick.numbers.map((n) => ballText(kind, n)),
                  ...pick.options.map((o) => t(optionKey(o))),
                ].join(' ')}
              </span>
              <span>{t('slip.lines', { count: pickLines(kind, pick) })}</span>
            </li>
          ))}
        </ul>
      )}
      <form className="lottery-slip" onSubmit={submit}>
        <label className="lottery-slip__field">
          <span>{t('slip.lineStake', { min: game.minLineStake, max: game.maxLineStake })}</span>
          <input
            inputMode="decimal"
            value={lineStake}
            onChange={(event) => setLineStake(event.target.value.trim())}
            data-testid="lottery-line-stake"
          />
        </label>
        <label className="lottery-slip__field">
          <span>{t('slip.multiplier')}</span>
          <input
            type="number"
            min={1}
            max={1000}
            value={multiplier}
            onChange={(event) => setMultiplier(Math.max(1, Math.floor(Number(event.target.value))))}
            data-testid="lottery-multiplier"
          />
        </label>
        <label className="lottery-slip__check">
          <input
            type="checkbox"
            checked={chasing}
            onChange={(event) => setChasing(event.target.checked)}
            data-testid="lottery-chase"
          />
          <span>{t('chase.toggle')}</span>
        </label>
        {chasing && (
          <fieldset className="lottery-slip__chase" data-testid="lottery-chase-options">
            <legend>{t('chase.title')}</legend>
            <label className="lottery-slip__field">
              <span>{t('chase.issues', { max: game.maxChase })}</span>
              <input
                type="number"
                min={2}
                max={game.maxChase}
                value={issues}
                onChange={(event) => setIssues(Math.max(1, Math.floor(Number(event.target.value))))}
                data-testid="lottery-chase-issues"
              />
            </label>
            <label className="lottery-slip__field">
              <span>{t('chase.plan')}</span>
              <select value={plan} onChange={(event) => setPlan(event.target.value as ChasePlan)}>
                <option value="flat">{t('chase.flat')}</option>
                <option value="double">{t('chase.double')}</option>
              </select>
            </label>
            <label className="lottery-slip__check">
              <input
                type="checkbox"
                checked={stopOnWin}
                onChange={(event) => setStopOnWin(event.target.checked)}
                data-testid="lottery-stop-on-win"
              />
              <span>{t('chase.stopOnWin')}</span>
            </label>
          </fieldset>
        )}
        <p className="lottery-slip__total" data-testid="lottery-cost">
          {t('slip.total', {
            lines,
            cost: total === null ? '—' : formatAmount(total),
          })}
        </p>
        <button
          type="submit"
          className="ui-action ui-action--medium lottery-slip__submit"
          disabled={!current || lines === 0 || total === null || place.isPending}
          data-testid="lottery-place"
        >
          {chasing ? t('slip.placeChase', { issues }) : t('slip.place')}
        </button>
        {place.isError && (
          <p className="lottery-fast__error" role="alert" data-testid="lottery-bet-error">
            {translateApiError(place.error, t)}
          </p>
        )}
        {place.isSuccess && (
          <p className="lottery-fast__ok" role="status">
            {chasing ? t('slip.chasePlaced') : t('slip.placed')}
          </p>
        )}
      </form>
    </section>
  );
}
