import type { SportsFixtureView, SportsMarketView } from '@lobby/contracts';
import { useBook } from '../book-context.tsx';
import { oddsText } from '../odds-text.ts';
import { useSlip } from '../slip/slip-store.tsx';

interface PriceButtonProps {
  fixture: Pick<SportsFixtureView, 'id' | 'home' | 'away' | 'isLive'>;
  market: SportsMarketView;
  selection: SportsMarketView['selections'][number];
  label: string;
  /** The full name for screen readers when the visible label is short (1 / X / 2). */
  fullLabel?: string;
}

/** A tappable price: adds the selection to the slip (or takes it off); locked unless active. */
export function PriceButton({ fixture, market, selection, label, fullLabel }: PriceButtonProps) {
  const { format } = useBook();
  const slip = useSlip();
  const chosen = slip.legs.some((leg) => leg.selectionId === selection.id);
  const open = market.state === 'active';
  return (
    <button
      type="button"
      className={`sb-price${chosen ? ' sb-price--chosen' : ''}`}
      aria-pressed={chosen}
      aria-label={fullLabel ? `${fullLabel} ${oddsText(selection.odds, format)}` : undefined}
      disabled={!open}
      data-testid={`sb-price-${selection.id}`}
      onClick={() =>
        slip.toggle({
          selectionId: selection.id,
          odds: selection.odds,
          fixtureId: fixture.id,
          isLive: fixture.isLive && market.isLive,
          home: fixture.home,
          away: fixture.away,
          market: { kind: market.kind, period: market.period, line: market.line },
          selection: { code: selection.code, name: selection.name },
        })
      }
    >
      <span className="sb-price__label">{label}</span>
      <span className="sb-price__odds">{open ? oddsText(selection.odds, format) : '—'}</span>
    </button>
  );
}
