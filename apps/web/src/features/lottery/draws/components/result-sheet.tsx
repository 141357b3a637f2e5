import { useTranslation } from 'react-i18next';
import { drawLayouts, padDigits, type DrawLotteryKind } from '@lobby/game-math';
import { tierKeys } from '../draw-text-keys.ts';

/** A confirmed result laid out by prize tier (ĐB … G7/G8; Thai first prize … 2 ตัวล่าง). */
export function ResultSheet(props: { kind: DrawLotteryKind; result: number[] }) {
  const { t } = useTranslation('lottery-draws');
  let at = 0;
  return (
    <table className="draws__sheet" data-testid="draws-sheet">
      <tbody>
        {drawLayouts[props.kind].map((tier) => {
          const numbers = props.result.slice(at, at + tier.count);
          at += tier.count;
          return (
            <tr key={tier.name}>
              <th scope="row">{t(tierKeys[tier.name] ?? tier.name)}</th>
              <td>{numbers.map((n) => padDigits(n, tier.digits)).join(' · ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
