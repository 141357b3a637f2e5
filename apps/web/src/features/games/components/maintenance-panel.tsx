import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contracts';
import { GameCard } from './game-card.tsx';
import type { FrameGame } from './use-start-game.ts';

export interface MaintenancePanelProps {
  /** The game that cannot open now. */
  name: string;
  /** Playable games of the same category, hot first (the launch refusal's details). */
  alternatives: readonly Game[];
  /** Where a chosen alternative opens. */
  playInFrame: (game: FrameGame) => void;
}

/** §8: a game under maintenance is shown with recommendations. */
export function MaintenancePanel({ name, alternatives, playInFrame }: MaintenancePanelProps) {
  const { t } = useTranslation('game-lobby');
  return (
    <section className="game-maintenance" data-testid="game-maintenance" role="alert">
      <h2 className="game-maintenance__title">{t('maintenance.title', { name })}</h2>
      <p>{alternatives.length > 0 ? t('maintenance.tryThese') : t('maintenance.tryLater')}</p>
      {alternatives.length > 0 && (
        <ul
          className="game-grid"
          aria-label={t('maintenance.alternatives')}
          data-testid="game-alternatives"
        >
          {alternatives.map((game) => (
            <li key={`${game.vassalage}-${game.nodeId}`}>
              <GameCard game={game} eager playInFrame={playInFrame} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
