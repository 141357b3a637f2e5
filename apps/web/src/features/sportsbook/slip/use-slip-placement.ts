import { useRef, useState } from 'react';
import type { NamedSystem } from '@lobby/game-math';
import type { SportsBetView, SportsPlaceBetRequest } from '@lobby/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { createSubmissionKeys, type SubmissionKeys } from '../../../lib/idempotency-key.ts';
import { usePlaceBookBet } from '../api/sportsbook-member.ts';
import { useForgetBookSession } from '../api/sportsbook-session.ts';
import { useBook } from '../book-context.tsx';
import type { SlipMode } from './slip-returns.ts';
import { useSlip, type SlipLeg } from './slip-store.tsx';

export interface SlipFailure {
  /** The selection a single was refused on; undefined for a parlay or system. */
  selectionId?: number;
  error: unknown;
}

interface PlaceInput {
  mode: SlipMode;
  singleStakes: Record<number, string>;
  comboStake: string;
  system: NamedSystem | undefined;
}

/**
 * Places what the slip holds: each single with a stake as its own bet, or one parlay or
 * system. Each placement keeps its request id until it succeeds, so a retry after a lost
 * answer places nothing twice. Placed selections leave the slip; their bets become receipts.
 * An odds change refusal takes the prices now onto the slip: placing again accepts them.
 */
export function useSlipPlacement(onRepriceNeeded: () => Promise<Map<number, number>>) {
  const { token, format, book } = useBook();
  const slip = useSlip();
  const place = usePlaceBookBet(token);
  const forget = useForgetBookSession(book);
  const keys = useRef(new Map<string, SubmissionKeys>());
  const [failures, setFailures] = useState<SlipFailure[]>([]);
  const [placed, setPlaced] = useState<SportsBetView[]>([]);

  const send = async (slot: string, request: Omit<SportsPlaceBetRequest, 'requestId'>) => {
    let slotKeys = keys.current.get(slot);
    if (!slotKeys) keys.current.set(slot, (slotKeys = createSubmissionKeys()));
    const bet = await place.run({ ...request, requestId: slotKeys.keyFor(request) });
    slotKeys.settle();
    return bet;
  };
  const legsOf = (legs: SlipLeg[]) => legs.map(({ selectionId, odds }) => ({ selectionId, odds }));

  const run = async ({ mode, singleStakes, comboStake, system }: PlaceInput) => {
    const bets: SportsBetView[] = [];
    const failed: SlipFailure[] = [];
    const done: number[] = [];
    if (mode === 'single') {
      for (const leg of slip.legs) {
        const stake = singleStakes[leg.selectionId];
        if (!stake) continue;
        try {
          const request = {
            kind: 'single' as const,
            legs: legsOf([leg]),
            stake,
            oddsFormat: format,
          };
          bets.push(await send(`single-${leg.selectionId}`, request));
          done.push(leg.selectionId);
        } catch (error) {
          failed.push({ selectionId: leg.selectionId, error });
        }
      }
    } else {
      try {
        const kind = mode;
        const request = {
          kind,
          legs: legsOf(slip.legs),
          stake: comboStake,
          system,
          oddsFormat: format,
        };
        bets.push(await send(mode, request));
        done.push(...slip.legs.map((leg) => leg.selectionId));
      } catch (error) {
        failed.push({ error });
      }
    }
    setFailures(failed);
    setPlaced((current) => [...bets, ...current].slice(0, 10));
    if (done.length > 0) slip.removeMany(done);
    const codes = failed.map(({ error }) => (error instanceof ApiError ? error.code : ''));
    if (codes.includes('game_session_invalid')) forget();
    if (codes.includes('sb_odds_changed')) slip.repriced(await onRepriceNeeded());
  };

  return { run, isPending: place.isPending, failures, placed };
}
