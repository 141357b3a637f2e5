import type { LotteryKind } from '@lobby/game-math';
import { ballText } from '../board-spec.ts';

/** A draw's numbers as balls. */
export function Balls({ kind, numbers }: { kind: LotteryKind; numbers: number[] }) {
  return (
    <span className={`lottery-balls lottery-balls--${kind === 'keno' ? 'small' : 'normal'}`}>
      {numbers.map((value, index) => (
        <span key={index} className="lottery-balls__ball">
          {ballText(kind, value)}
        </span>
      ))}
    </span>
  );
}
