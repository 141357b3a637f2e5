import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allRouletteSpotTexts, parseRouletteSpot, rouletteColour } from '@lobby/game-math';
import { SpotButton } from './spot-button.tsx';
import type { SpotBets } from './use-spot-bets.ts';

/** Rows of the layout as seen from the player: 3, 6, … 36 on top; 1, 4, … 34 at the bottom. */
const rows = [3, 2, 1].map((first) => Array.from({ length: 12 }, (_, index) => first + index * 3));
const outside = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
const insideKinds = ['split', 'street', 'corner', 'line'] as const;
type InsideKind = (typeof insideKinds)[number];

/** The inside bets beside the straight numbers, by kind, in canonical text. */
const insideSpots: Record<InsideKind, string[]> = Object.fromEntries(
  insideKinds.map((kind) => [
    kind,
    allRouletteSpotTexts().filter((text) => text.startsWith(`${kind}:`)),
  ]),
) as Record<InsideKind, string[]>;

/** "split:17-20" → "17–20", "street:13" → "13–15". */
export function insideLabel(text: string): string {
  const numbers = parseRouletteSpot(text)?.numbers ?? [];
  if (numbers.length <= 2) return numbers.join('–');
  return `${numbers[0]}–${numbers[numbers.length - 1]}`;
}

/** Splits, streets, corners and six lines: chosen from a list (keyboard and screen readers too). */
function InsideBetPicker({ bets }: { bets: SpotBets }) {
  const { t } = useTranslation('originals');
  const [kind, setKind] = useState<InsideKind>('split');
  const [spot, setSpot] = useState(insideSpots.split[0]!);
  return (
    <div className="roulette-inside">
      <label>
        {t('roulette.insideKind')}
        <select
          value={kind}
          data-testid="inside-kind"
          onChange={(event) => {
            const next = event.target.value as InsideKind;
            setKind(next);
            setSpot(insideSpots[next][0]!);
          }}
        >
          {insideKinds.map((entry) => (
            <option key={entry} value={entry}>
              {t(`roulette.kinds.${entry}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('roulette.insideNumbers')}
        <select
          value={spot}
          data-testid="inside-spot"
          onChange={(event) => setSpot(event.target.value)}
        >
          {insideSpots[kind].map((text) => (
            <option key={text} value={text}>
              {insideLabel(text)}
            </option>
          ))}
        </select>
      </label>
      <SpotButton
        spot={spot}
        label={t('roulette.addInside')}
        bets={bets}
        className="roulette-inside__add"
      />
    </div>
  );
}

/** The betting board: zero, the 36 numbers, columns, dozens and the even-money bets. */
export function RouletteBoard({ bets, winning }: { bets: SpotBets; winning: number | null }) {
  const { t } = useTranslation('originals');
  const covers = (spot: string) =>
    winning !== null && (parseRouletteSpot(spot)?.numbers.includes(winning) ?? false);
  const numberSpot = (n: number) => (
    <SpotButton
      key={n}
      spot={`straight:${n}`}
      label={String(n)}
      bets={bets}
      className={`roulette-number roulette-number--${rouletteColour(n)}`}
      isWinner={winning === n}
    />
  );
  return (
    <div className="roulette-board" data-testid="roulette-board">
      <div className="roulette-grid">
        <div className="roulette-zero">{numberSpot(0)}</div>
        {rows.map((row, index) => (
          <div key={index} className="roulette-row">
            {row.map(numberSpot)}
            <SpotButton
              spot={`column:${3 - index}`}
              label={t('roulette.column')}
              odds="2:1"
              bets={bets}
              className="roulette-column"
              isWinner={covers(`column:${3 - index}`)}
            />
          </div>
        ))}
      </div>
      <div className="roulette-outside">
        {[1, 2, 3].map((dozen) => (
          <SpotButton
            key={dozen}
            spot={`dozen:${dozen}`}
            label={t(`roulette.dozens.${dozen}`)}
            odds="2:1"
            bets={bets}
            isWinner={covers(`dozen:${dozen}`)}
          />
        ))}
      </div>
      <div className="roulette-outside">
        {outside.map((spot) => (
          <SpotButton
            key={spot}
            spot={spot}
            label={t(`roulette.spots.${spot}`)}
            odds="1:1"
            bets={bets}
            className={`roulette-outside--${spot}`}
            isWinner={covers(spot)}
          />
        ))}
      </div>
      <InsideBetPicker bets={bets} />
    </div>
  );
}
