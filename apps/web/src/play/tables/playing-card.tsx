import { useTranslation } from 'react-i18next';
import { SuitShape } from '../../components/ui/suit-shape.tsx';

/** The spoken name of each suit (screen readers). */
const suitNameKeys: Record<string, string> = {
  S: 'table.suits.S',
  H: 'table.suits.H',
  D: 'table.suits.D',
  C: 'table.suits.C',
};

/** A card code as shown: `TD` → rank "10", suit "D" (drawn as a diamond). */
export function cardFace(code: string): { rank: string; suit: string; isRed: boolean } {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '?');
  const suit = code[1] ?? '?';
  return { rank, suit, isRed: suit === 'H' || suit === 'D' };
}

/** One playing card face up. */
export function PlayingCard({ code }: { code: string }) {
  const { t } = useTranslation('originals');
  const face = cardFace(code);
  return (
    <span
      className={face.isRed ? 'table-card table-card--red' : 'table-card'}
      role="img"
      aria-label={t('table.card', {
        rank: face.rank,
        suit: t(suitNameKeys[code[1] ?? 'S'] ?? 'table.suits.S'),
      })}
      data-testid="card"
      data-card={code}
    >
      <span aria-hidden="true" className="table-card__face">
        {face.rank}
        <SuitShape suit={face.suit} />
      </span>
    </span>
  );
}
