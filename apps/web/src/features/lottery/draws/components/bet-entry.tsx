import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawFamily, DrawIssueView } from '@lobby/contracts';
import { translateApiError } from '../../../../lib/api-error-text.ts';
import { usePlaceDrawBet } from '../api/draw-api.ts';
import { betTypesOf, linesAndPoints, parseNumbers } from '../draw-bet-types.ts';
import { explainKeys, typeKeys } from '../draw-text-keys.ts';

/**
 * The bet slip of one draw: the bet type (native name with its explanation), k for xiên and
 * lô trượt, the numbers, the point value; it shows the line count, the cost and the price
 * before the member places the bet.
 */
export function BetEntry(props: { family: DrawFamily; issue: DrawIssueView; playerToken: string }) {
  const { family, issue, playerToken } = props;
  const { t } = useTranslation(['lottery-draws', 'lottery-errors']);
  const types = betTypesOf(family.kind);
  const [type, setType] = useState(types[0]!.type);
  const [k, setK] = useState<number | undefined>(undefined);
  const [text, setText] = useState('');
  const [point, setPoint] = useState('1');
  const place = usePlaceDrawBet();
  const chosen = types.find((entry) => entry.type === type)!;
  const kValue = chosen.ks ? (k ?? chosen.ks[0]) : undefined;
  const numbers = parseNumbers(text, type);
  const selection = { type, numbers: numbers ?? [], ...(kValue ? { k: kValue } : {}) };
  const counted = numbers && numbers.length > 0 ? linesAndPoints(family.kind, selection) : null;
  const pointValue = Number(point);
  const cost = counted && pointValue > 0 ? (counted.points * pointValue).toFixed(2) : null;
  const priceKey = kValue ? `${type}${kValue}` : type;

  return (
    <form
      className="draws__entry"
      data-testid="draws-entry"
      onSubmit={(event) => {
        event.preventDefault();
        if (!cost) return;
        place.start({
          code: family.code,
          issueNo: issue.issueNo,
          selection,
          lineStake: pointValue.toFixed(2),
          playerToken,
        });
      }}
    >
      <label className="draws__field">
        <span>{t('betType')}</span>
        <select
          data-testid="draws-type"
          value={type}
          onChange={(event) => {
            setType(event.target.value);
            setK(undefined);
          }}
        >
          {types.map((entry) => (
            <option key={entry.type} value={entry.type}>
              {t(typeKeys[entry.type] ?? entry.type)}
            </option>
          ))}
        </select>
      </label>
      <p className="draws__hint">{t(explainKeys[type] ?? type)}</p>
      {chosen.ks && (
        <label className="draws__field">
          <span>{t('legs')}</span>
          <select
            data-testid="draws-k"
            value={kValue}
            onChange={(event) => setK(Number(event.target.value))}
          >
            {chosen.ks.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="draws__field">
        <span>{t('numbers')}</span>
        <input
          data-testid="draws-numbers"
          inputMode="numeric"
          value={text}
          placeholder={t('numbersHint')}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label className="draws__field">
        <span>{t('point')}</span>
        <input
          data-testid="draws-point"
          inputMode="decimal"
          value={point}
          onChange={(event) => setPoint(event.target.value)}
        />
      </label>
      <p className="draws__summary" data-testid="draws-summary">
        {counted
          ? t('summary', {
              lines: counted.lines,
              cost: cost ?? '—',
              price: family.odds[priceKey] ?? '—',
            })
          : t('summaryEmpty')}
      </p>
      <button
        type="submit"
        className="ui-action ui-action--medium"
        data-testid="draws-place"
        disabled={!cost || place.isPending}
      >
        {t('place')}
      </button>
      {place.isError && (
        <p role="alert" className="draws__error" data-testid="draws-error">
          {translateApiError(place.error, t)}
        </p>
      )}
      {place.isSuccess && (
        <p role="status" className="draws__ok" data-testid="draws-placed">
          {t('placed')}
        </p>
      )}
    </form>
  );
}
