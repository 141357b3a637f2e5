import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FrameGame } from './use-start-game.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { appPaths, withSearch } from '../../../lib/app-paths.ts';
import type { LaunchTarget } from '../api/launch-game.ts';
import { GameFrame } from './game-frame.tsx';

export interface GamePopupProps {
  target: LaunchTarget;
  onClose: () => void;
  /** Another game chosen inside (a maintenance recommendation): it replaces this one. */
  onChoose: (game: FrameGame) => void;
}

/**
 * The game popup of §2.4: the game in an embedded frame over the list it was started from,
 * so closing it puts the player back where they were (paging, search). "Full page" opens the
 * same game on /seamless.
 */
export function GamePopup({ target, onClose, onChoose }: GamePopupProps) {
  const { t } = useTranslation('game-lobby');
  const fullPage = withSearch(appPaths.seamless, {
    vassalage: target.vassalage,
    gameCode: target.gameCode,
  });
  return (
    <Dialog
      title={target.displayName ?? t('popup.title')}
      closeLabel={t('popup.close')}
      onClose={onClose}
      size="large"
      className="game-popup"
      data-testid="game-popup"
    >
      <GameFrame
        key={`${target.vassalage}:${target.gameCode}`}
        target={target}
        playInFrame={onChoose}
        variant="popup"
        actions={
          <Link
            className="ui-button ui-button--outline ui-button--small"
            to={fullPage}
            data-testid="game-popup-full-page"
          >
            {t('popup.fullPage')}
          </Link>
        }
      />
    </Dialog>
  );
}
