import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@lobby/contracts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { getSessionState } from '../../session/index.ts';
import { gameListQueryOptions } from '../api/get-game-pages.ts';
import { useStartGame } from './use-start-game.ts';

/**
 * Opens a vendor's lobby from a vendor card (§4.9: a vendor of a game centre, such as an
 * outside sportsbook or cockfight provider, is one lobby game): its first listed game is
 * started like any game card's. A guest gets the login popup before anything is fetched.
 * `message` is a text key to show when it could not start (the games namespace unless it names one).
 */
export function useStartVendor() {
  const queryClient = useQueryClient();
  const lang = useCurrentLanguage();
  const { start, message, setMessage } = useStartGame();
  const [opening, setOpening] = useState<string | null>(null);

  const startVendor = async (vendor: Pick<Vendor, 'vassalage' | 'gameType'>) => {
    setMessage(null);
    if (!getSessionState().token) {
      openModal('login');
      return;
    }
    setOpening(vendor.vassalage);
    try {
      const pages = await queryClient.fetchInfiniteQuery(
        gameListQueryOptions({ gameType: vendor.gameType, vassalage: vendor.vassalage, lang }),
      );
      const lobby = pages.pages[0]?.content[0];
      if (lobby) start(lobby);
      else setMessage('pages:games.vendorLobby.none');
    } catch {
      setMessage('pages:games.vendorLobby.failed');
    } finally {
      setOpening(null);
    }
  };
  return { startVendor, opening, message };
}
