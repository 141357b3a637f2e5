import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LocalizedText, SportsMarketView } from '@lobby/contracts';
import type { BookKind } from '../api/sportsbook-session.ts';

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

/** Where each book keeps its slip in the tab's session storage. */
const slipKeys = { sports: 'sportsSlip', esports: 'esportsSlip' } as const;

function readKept(book: BookKind): string | null {
  try {
    return window.sessionStorage.getItem(slipKeys[book]);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function keep(book: BookKind, legs: readonly SlipLeg[]): void {
  try {
    if (legs.length === 0) window.sessionStorage.removeItem(slipKeys[book]);
    else window.sessionStorage.setItem(slipKeys[book], JSON.stringify(legs));
  } catch {
    // storage disabled or full: the slip still works, for this visit only
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A leg as this tab stored it; anything else (an older shape, an edit by hand) is dropped. */
function isStoredLeg(value: unknown): value is SlipLeg {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.selectionId) &&
    Number.isSafeInteger(value.odds) &&
    Number.isSafeInteger(value.fixtureId) &&
    typeof value.isLive === 'boolean' &&
    isObject(value.home) &&
    isObject(value.away) &&
    isObject(value.market) &&
    isObject(value.selection) &&
    typeof value.selection.code === 'string'
  );
}

/** The picks this tab kept for the book (its prices are checked again when placed). */
export function storedSlip(book: BookKind): SlipLeg[] {
  try {
    const parsed: unknown = JSON.parse(readKept(book) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredLeg).slice(0, maxSlipLegs) : [];
  } catch {
    return [];
  }
}

/**
 * The book's slip, kept in this tab's session storage: leaving the book (to deposit, say) or
 * reloading keeps the picks. Each book has its own.
 */
export function SlipProvider({ book, children }: { book: BookKind; children: ReactNode }) {
  const [legs, setLegs] = useState<SlipLeg[]>(() => storedSlip(book));
  useEffect(() => keep(book, legs), [book, legs]);
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
