import type { VerifyOutcome } from '../verify-outcome.ts';
import { DiceOutcome, MinesOutcome, PlinkoOutcome } from './instant-outcomes.tsx';
import { SlotOutcome } from './slot-outcome.tsx';
import { BaccaratOutcome, CrashOutcome, RouletteOutcome } from './table-outcomes.tsx';

/** The recomputed result of any in-house game. */
export function OutcomeView({ outcome }: { outcome: VerifyOutcome }) {
  switch (outcome.game) {
    case 'lotus-fortune':
    case 'jade-dragon':
      return <SlotOutcome spin={outcome.spin} symbolCodes={outcome.symbolCodes} />;
    case 'crash':
      return <CrashOutcome crashPointX100={outcome.crashPointX100} />;
    case 'dice':
      return <DiceOutcome roll={outcome.roll} bet={outcome.bet} />;
    case 'mines':
      return <MinesOutcome mineCells={outcome.mineCells} />;
    case 'plinko':
      return (
        <PlinkoOutcome
          path={outcome.path}
          slot={outcome.slot}
          multiplierX100={outcome.multiplierX100}
        />
      );
    case 'baccarat':
      return <BaccaratOutcome round={outcome.round} />;
    case 'roulette':
      return <RouletteOutcome pocket={outcome.pocket} colour={outcome.colour} />;
    default:
      return outcome satisfies never;
  }
}
