import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LocalizedText, SportsMarketView } from '@lobby/contracts';

/** One selection on the slip, with the price the member saw when tapping it. */
export interface SlipLeg {
  selectionId: number;
  odds: number;
  fixtureId: number;
  isLive: boolean;
  home: LocalizedText;
  away: LocalizedText;
  market: Pick<SportsMarketView, 'kind' | 'period' | 'line'>;
  selection: { code: string; name: LocalizedText | null };
}

/** The most selections a slip holds: a parlay's largest size. */
export const maxSlipLegs = 15;

interface SlipState {
  legs: SlipLeg[];
  /** Tapping a price adds it, tapping it again takes it off; one pick per market. */
  toggle: (leg: SlipLeg) => void;
  remove: (selectionId: number) => void;
  removeMany: (selectionIds: number[]) => void;
  /** Takes the prices now (after an odds change the member chose to accept). */
  repriced: (prices: Map<number, number>) => void;
}

const SlipContext = createContext<SlipState | null>(null);

const sameMarket = (a: SlipLeg, b: SlipLeg) =>
  a.fixtureId === b.fixtureId &&
  a.market.kind === b.market.kind &&
  a.market.period === b.market.period &&
  a.market.line === b.market.line;

export function SlipProvider({ children }: { children: ReactNode }) {
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const value = useMemo<SlipState>(
    () => ({
      legs,
      toggle: (leg) =>
        setLegs((current) => {
          if (current.some((one) => one.selectionId === leg.selectionId)) {
            return current.filter((one) => one.selectionId !== leg.selectionId);
          }
          const others = current.filter((one) => !sameMarket(one, leg));
          return others.length >= maxSlipLegs ? others : [...others, leg];
        }),
      remove: (selectionId) =>
        setLegs((current) => current.filter((one) => one.selectionId !== selectionId)),
      removeMany: (ids) =>
        setLegs((current) => current.filter((one) => !ids.includes(one.selectionId))),
      repriced: (prices) =>
        setLegs((current) =>
          current.map((one) => ({ ...one, odds: prices.get(one.selectionId) ?? one.odds })),
        ),
    }),
    [legs],
  );
  return <SlipContext.Provider value={value}>{children}</SlipContext.Provider>;
}

export function useSlip(): SlipState {
  const slip = useContext(SlipContext);
  if (!slip) throw new Error('useSlip outside SlipProvider');
  return slip;
}
