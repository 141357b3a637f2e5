import { expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import type { MemberLeaderboards } from '@lobby/contracts';
import { loginToken } from '../apps/server/test/login-kit.ts';
import { staffToken } from '../apps/server/test/staff-kit.ts';
import { mainBalance } from '../apps/server/src/modules/agents/testing/red-envelope-kit.ts';
import { originalsProviderCode } from '../apps/server/src/modules/games/index.ts';
import {
  openGameSession,
  pamTransaction,
} from '../apps/server/src/modules/games/provider-wallet/testing/pam-kit.ts';
import { providerWalletFor } from '../apps/server/src/modules/games/provider-wallet/testing/pam-service-kit.ts';
import {
  missionsCaller,
  missionsOperator,
} from '../apps/server/src/modules/missions/testing/missions-kit.ts';
import {
  demoMerchantId,
  memberIdOf,
} from '../apps/server/src/modules/wallet/testing/wallet-kit.ts';
import type { LobbyServer } from './support/lobby-server.ts';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader, webText } from './support/identity.ts';
import { fairNonce, gameCard, gameFrame, liveTimeout } from './support/games-journey.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible } from './support/site.ts';

const desktop = { width: 1280, height: 800 };
/** Spins allowed before the journey gives up climbing past the other member. */
const maxSpins = 25;

/** The second member plays a slot round of 2.00 through the provider wallet and loses it. */
async function agentPlays(server: LobbyServer): Promise<void> {
  const { pam } = await providerWalletFor(server.db);
  const caller = {
    merchantId: await demoMerchantId(server.db),
    providerCode: originalsProviderCode,
  };
  const memberId = await memberIdOf(server.db, 'agent');
  const launch = await openGameSession(server.db, {
    merchantId: caller.merchantId,
    memberId,
    providerCode: originalsProviderCode,
    vassalage: 'LOBBY',
    gameCode: 'lotus-fortune',
  });
  const token = (await pam.refreshSession(caller, launch)).session!.token;
  for (const tx of [
    pamTransaction({ transactionType: 'WITHDRAW', cashAmount: 2, providerRoundId: 'race-1' }),
    pamTransaction({
      transactionType: 'DEPOSIT',
      cashAmount: 0,
      providerRoundId: 'race-1',
      isGameOver: true,
    }),
  ]) {
    expect((await pam.addTransaction(caller, String(memberId), token, tx)).status).toBe('OK');
  }
}

async function spin(frame: FrameLocator): Promise<void> {
  const nonce = await fairNonce(frame);
  await frame.getByTestId('slot-spin').click();
  await expect.poll(() => fairNonce(frame), liveTimeout).toBe(nonce + 1);
}

async function openTab(page: Page, tab: 'missions-tab' | 'leaderboards-tab'): Promise<void> {
  await page.goto('/member?page=missionLeaderboard');
  await expectVisible(page.getByTestId('missions-page'), 20_000);
  await page.getByTestId(tab).click();
}

// Done when (issue 14): climb a leaderboard with a second member and see the pool paid when the
// operator closes the period early; claim a mission. At desktop and at 360 x 740.
describeJourney('missions and leaderboards: climb, claim, and the prize paid', (journey) => {
  it('plays past the other member, claims a mission, and finds the prize paid after the early close', async () => {
    const { app, db } = journey.server;
    const operator = missionsOperator(app, await staffToken(app, 'admin'));
    const board = await operator.addBoard({
      title: { en: 'Journey race', th: 'การแข่งขัน', tl: 'Karera' },
      gameType: 'RNG',
      prizes: ['50.00', '20.00'],
    });
    const mission = await operator.addMission({
      title: { en: 'Journey spin', th: 'หมุน', tl: 'Paikot' },
      goalKind: 'valid_bet',
      gameType: 'RNG',
      target: '1.00',
      reward: '2.00',
    });
    await agentPlays(journey.server);
    // what the feed's job does every second in production (journey servers run no jobs)
    await app.activityFeed.drain();
    const demo = missionsCaller(app, await loginToken(app, 'demo', demoLogins.member.password));
    const rankOf = async () =>
      ((await demo.leaderboards()) as MemberLeaderboards).leaderboards.find(
        (line) => line.id === board.id,
      )?.current?.mine?.rank;

    // the member under test plays Lotus Fortune for real until it leads the board
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await gameCard(page, 'lotus-fortune').getByTestId('game-start-button').click();
    const frame = gameFrame(page);
    await expectVisible(frame.getByTestId('slot-grid'), 20_000);
    let spins = 0;
    while (spins < maxSpins && (await rankOf()) !== 1) {
      await spin(frame);
      spins += 1;
    }
    expect(await rankOf(), `not first after ${spins} spins`).toBe(1);

    // desktop: the badge counts the completed mission, the claim pays it
    await page.goto('/member');
    const entry = page.locator('[data-testid="member-page-link"][data-page="missionLeaderboard"]');
    await expectVisible(entry.getByTestId('member-page-badge'), 20_000);
    await openTab(page, 'missions-tab');
    const card = page.locator(`[data-testid="mission-card"][data-mission-id="${mission.id}"]`);
    await expectVisible(card, 20_000);
    await card.getByTestId('mission-claim').click();
    const outcome = page.getByTestId('mission-outcome');
    await expectVisible(outcome);
    expect(await outcome.innerText()).toBe(
      webText('en', 'missions', 'paid').replace('{{amount}}', '2.00'),
    );
    await expectVisible(card.getByTestId('mission-claimed'));

    // 360 px: the missions and the board fit, the member leads it
    await page.setViewportSize(phoneContext.viewport);
    await openTab(page, 'missions-tab');
    await expectVisible(card.getByTestId('mission-claimed'), 20_000);
    expect(await phoneFitProblems(page, 'missions at 360 px')).toEqual([]);
    await openTab(page, 'leaderboards-tab');
    const boardCard = page.locator(`[data-testid="leaderboard-card"][data-board-id="${board.id}"]`);
    await expectVisible(boardCard, 20_000);
    expect(await boardCard.getByTestId('board-mine').innerText()).toBe(
      webText('en', 'missions', 'board.mine').replace('{{rank}}', '1'),
    );
    await expectVisible(boardCard.getByTestId('board-countdown'));
    expect(await phoneFitProblems(page, 'leaderboards at 360 px')).toEqual([]);

    // the operator closes the period early: the pool is paid once, rank by rank
    const merchantId = await demoMerchantId(db);
    const ids = { demo: await memberIdOf(db, 'demo'), agent: await memberIdOf(db, 'agent') };
    const before = {
      demo: await mainBalance(db, merchantId, ids.demo),
      agent: await mainBalance(db, merchantId, ids.agent),
    };
    const closed = await operator.close(board.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await mainBalance(db, merchantId, ids.demo)).toBe(before.demo + 5_000n);
    expect(await mainBalance(db, merchantId, ids.agent)).toBe(before.agent + 2_000n);

    // the member sees the prize paid, at 360 px and at desktop
    for (const viewport of [phoneContext.viewport, desktop]) {
      await page.setViewportSize(viewport);
      await openTab(page, 'leaderboards-tab');
      const won = boardCard.getByTestId('board-prize-won');
      await expectVisible(won, 20_000);
      expect(await won.innerText()).toBe(
        webText('en', 'missions', 'board.won')
          .replace('{{rank}}', '1')
          .replace('{{amount}}', '50.00'),
      );
      await expectVisible(boardCard.getByTestId('board-closed'));
      if (viewport === phoneContext.viewport) {
        expect(await phoneFitProblems(page, 'closed board at 360 px')).toEqual([]);
      }
    }
  }, 180_000);
});
