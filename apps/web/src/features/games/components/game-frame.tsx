import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FrameGame } from './use-start-game.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { maintenanceAlternatives, useLaunchGame, type LaunchTarget } from '../api/launch-game.ts';
import { MaintenancePanel } from './maintenance-panel.tsx';

/** The wallet unit of trial play (contracts: launch `unit`). */
const playMoneyUnit = 'PLAY';

export interface GameFrameProps {
  target: LaunchTarget;
  /** Where a recommended alternative opens. */
  playInFrame: (game: FrameGame) => void;
  /** Extra toolbar controls (the popup's "full page" link, the page's back button). */
  actions?: ReactNode;
  variant: 'page' | 'popup';
}

/**
 * Launches a game (POST /wps/game/launchGame) and shows it in an embedded frame with a
 * toolbar (name, play-money badge, reload, full screen); a game under maintenance shows the
 * recommended alternatives instead; any other refusal its reason and a retry.
 */
export function GameFrame({ target, playInFrame, actions, variant }: GameFrameProps) {
  const { t } = useTranslation('game-lobby');
  const queryClient = useQueryClient();
  const launch = useLaunchGame(target);
  const frameBoxRef = useRef<HTMLDivElement>(null);
  const name = launch.data?.displayName ?? target.displayName ?? target.gameCode;
  const isLaunched = launch.isSuccess;

  useEffect(() => {
    // a launch lands on the recent list
    if (isLaunched) void queryClient.invalidateQueries({ queryKey: ['games', 'recent'] });
  }, [isLaunched, queryClient]);

  const alternatives = launch.isError ? maintenanceAlternatives(launch.error) : null;
  let body: ReactNode;
  if (launch.isPending) {
    body = (
      <div data-testid="game-frame-loading">
        <LoadState state="loading" className="game-frame__state" text={t('frame.opening')} />
      </div>
    );
  } else if (alternatives) {
    body = <MaintenancePanel name={name} alternatives={alternatives} playInFrame={playInFrame} />;
  } else if (launch.isError) {
    body = (
      <div data-testid="game-frame-error">
        <LoadState
          state="error"
          className="game-frame__state"
          text={translateApiError(launch.error, t)}
          retry={{
            label: t('frame.retry'),
            className: 'ui-button ui-button--primary ui-button--small',
            onClick: () => void launch.refetch(),
          }}
        />
      </div>
    );
  } else {
    body = (
      <div ref={frameBoxRef} className="game-frame__box">
        <iframe
          className="game-frame__iframe"
          src={launch.data.url}
          title={t('frame.title', { name })}
          data-testid="game-frame"
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
        />
      </div>
    );
  }

  return (
    <div className={`game-frame game-frame--${variant}`}>
      <div className="game-frame__toolbar">
        {variant === 'page' && <h1 className="game-frame__name">{name}</h1>}
        {launch.data?.unit === playMoneyUnit && (
          <span className="game-frame__badge" data-testid="game-frame-play-money">
            {t('frame.playMoney')}
          </span>
        )}
        <span className="game-frame__spacer" />
        {isLaunched && (
          <>
            <button
              type="button"
              className="ui-button ui-button--ghost ui-button--small"
              data-testid="game-frame-reload"
              onClick={() => void launch.refetch()}
            >
              {t('frame.reload')}
            </button>
            <button
              type="button"
              className="ui-button ui-button--ghost ui-button--small"
              data-testid="game-frame-fullscreen"
              onClick={() => void frameBoxRef.current?.requestFullscreen?.().catch(() => undefined)}
            >
              {t('frame.fullscreen')}
            </button>
          </>
        )}
        {actions}
      </div>
      {body}
    </div>
  );
}
