import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TableCode } from '@lobby/contracts';
import { decimalsOf, minorToText, textToMinor } from '../components/money-text.ts';
import type { PlaySession } from '../play-session.ts';
import { placeTableBet } from './table-api.ts';
import type { TableHandle } from './use-table.ts';

/** Chips laid on spots but not sent yet, in minor units, by spot. */
export type PendingChips = Record<string, bigint>;

/** Adds one chip to a spot. */
export function addChip(pending: PendingChips, spot: string, chip: bigint): PendingChips {
  return { ...pending, [spot]: (pending[spot] ?? 0n) + chip };
}

/**
 * Chips for the card and wheel tables: laid on spots while betting is open, then sent as one
 * bet per spot. A spot already bet this round is locked (one bet per spot per round).
 */
export function useSpotBets(session: PlaySession, table: TableCode, handle: TableHandle) {
  const { state, recordBet } = handle;
  const [chip, setChip] = useState('10');
  const [pending, setPending] = useState<PendingChips>({});
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const round = state?.round ?? null;
  const roundId = round?.roundId;
  const decimals = decimalsOf(state?.balance);
  const isOpen = round?.phase === 'betting';

  // chips not sent when the round closed are taken back
  useEffect(() => {
    setPending({});
    setError(null);
  }, [roundId]);

  const myBets = state?.myBets;
  const placed = useMemo(() => {
    const bySpot: Record<string, string> = {};
    for (const bet of myBets ?? []) if (bet.roundId === roundId) bySpot[bet.spot] = bet.stake;
    return bySpot;
  }, [myBets, roundId]);

  const add = useCallback(
    (spot: string) => {
      const minor = textToMinor(chip, decimals);
      if (!isOpen || minor === null || placed[spot] !== undefined) return;
      setPending((current) => addChip(current, spot, minor));
    },
    [chip, decimals, isOpen, placed],
  );

  const clear = useCallback(() => setPending({}), []);

  const send = useCallback(async () => {
    if (roundId === undefined) return;
    setSending(true);
    setError(null);
    const left: PendingChips = { ...pending };
    try {
      for (const [spot, minor] of Object.entries(pending)) {
        const answer = await placeTableBet(session, table, {
          roundId,
          spot,
          stake: minorToText(minor, decimals),
        });
        recordBet(answer);
        delete left[spot];
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(left);
      setSending(false);
    }
  }, [roundId, pending, session, table, decimals, recordBet]);

  return { chip, setChip, pending, placed, add, clear, send, isSending, isOpen, error, decimals };
}
export type SpotBets = ReturnType<typeof useSpotBets>;
