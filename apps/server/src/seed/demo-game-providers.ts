import { gameProviders } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/** The in-house games' provider code (as modules/games/provider-wallet/pam-port.ts names it). */
const originalsProvider = 'LobbyOriginals';

/**
 * The demo brand's game providers: the in-house one (runs in process, so it does not sign)
 * and a stand-in external provider for every other demo vendor, which signs its calls.
 */
export const demoGameProviders = [
  {
    code: originalsProvider,
    displayName: 'Lobby Originals',
    vassalages: ['LOBBY', 'LOBBYLIVE', 'ELOTT', 'LOTT', 'LOBBYSB', 'LOBBYES'],
    launchUrl: '/play/{gameCode}?token={token}&lang={lang}',
    signsRequests: false,
  },
  {
    // cockfight is its own in-house provider: its page is /cockfight, not the play page
    code: 'LobbyCockfight',
    displayName: 'Lobby Cockfight',
    vassalages: ['LOBBYCF'],
    launchUrl: '/cockfight?token={token}&lang={lang}',
    signsRequests: false,
  },
  {
    code: 'SandboxRGS',
    displayName: 'Sandbox RGS',
    vassalages: [
      'SPN',
      'RVG',
      'NBX',
      'SLV',
      'CRW',
      'FSH',
      'OCN',
      'PKR',
      'KCK',
      'PTS',
      'AV',
      'IMES',
      'DS88',
    ],
    launchUrl: '/play/sandbox-rgs?vendor={vassalage}&game={gameCode}&token={token}&lang={lang}',
    signsRequests: true,
  },
] as const;

/** Adds the demo providers a brand does not have yet (safe to run again). */
export async function seedDemoGameProviders(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const inserted = await tx
    .insert(gameProviders)
    .values(
      demoGameProviders.map((provider) => ({
        merchantId,
        ...provider,
        vassalages: [...provider.vassalages],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: gameProviders.id });
  if (inserted.length > 0) counts.gameProviders = (counts.gameProviders ?? 0) + inserted.length;
}
