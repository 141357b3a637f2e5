import { useTranslation } from 'react-i18next';
import { formatMultiplier } from './instant-texts.ts';

const spacing = 20;

/** The ball's way down as SVG points: one per row, shifted half a peg per bounce. */
export function plinkoBallPoints(path: readonly number[], width: number): [number, number][] {
  const center = width / 2;
  const points: [number, number][] = [[center, 0]];
  let rights = 0;
  path.forEach((step, index) => {
    rights += step;
    const row = index + 1;
    points.push([center + (rights - row / 2) * spacing, (row + 0.5) * spacing]);
  });
  return points;
}

export interface PlinkoBoardProps {
  rows: number;
  /** Slot multipliers ×100, slot 0 … rows. */
  multipliersX100: readonly number[];
  /** The last ball, drawn and animated; null before the first. */
  drop: { key: string; path: readonly number[]; slot: number } | null;
}

/** The board: pegs, the slots with their multipliers, and the last ball's path (SVG). */
export function PlinkoBoard({ rows, multipliersX100, drop }: PlinkoBoardProps) {
  const { t } = useTranslation('originals');
  const width = (rows + 2) * spacing;
  const height = (rows + 1) * spacing;
  const pegs = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: row + 2 }, (_, index) => ({
      x: width / 2 + (index - (row + 1) / 2) * spacing,
      y: (row + 1) * spacing,
    })),
  ).flat();
  const points = drop ? plinkoBallPoints(drop.path, width) : [];
  const motion = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join(' ');
  const last = points[points.length - 1];
  return (
    <figure className="plinko__figure">
      <svg
        className="plinko__board"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('plinko.board', { rows })}
        data-testid="plinko-board"
      >
        {pegs.map((peg) => (
          <circle key={`${peg.x}:${peg.y}`} cx={peg.x} cy={peg.y} r={2.5} className="plinko__peg" />
        ))}
        {drop && last && (
          <g key={drop.key}>
            <path d={motion} className="plinko__trail" data-testid="plinko-path" />
            <circle r={5} className="plinko__ball" cx={last[0]} cy={last[1]}>
              <animateMotion dur="0.9s" path={motion} fill="freeze" />
            </circle>
          </g>
        )}
      </svg>
      <ol className="plinko__slots" aria-label={t('plinko.slots')}>
        {multipliersX100.map((multiplier, slot) => (
          <li
            key={slot}
            className={drop?.slot === slot ? 'plinko__slot plinko__slot--hit' : 'plinko__slot'}
            data-testid={`plinko-slot-${slot}`}
            data-hit={drop?.slot === slot ? 'true' : undefined}
          >
            {formatMultiplier(multiplier / 100)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
