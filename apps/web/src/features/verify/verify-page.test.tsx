import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import {
  crashPoint,
  createFairRandom,
  dealBaccarat,
  dropPlinko,
  hashServerSeed,
  placeMines,
  rollDice,
  slotDefinitions,
  spinRoulette,
  spinSlot,
} from '@lobby/game-math';
import { renderWithProviders, resetAfterTest, setUpI18n } from '../../testing/test-utils.tsx';
import { VerifyPage } from './verify-page.tsx';

beforeAll(() => setUpI18n('en'));
afterEach(() => resetAfterTest());

const seeds = {
  serverSeed: '5b1f0e6c3a9d47e2b8c1a0f9e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5c4b',
  clientSeed: 'lucky-lotus',
  nonce: 42,
};
/** The same stream the server draws from. */
const fair = () => createFairRandom(seeds);
const two = (value: number) => (value / 100).toFixed(2);

function openAt(query: Record<string, string>) {
  const search = new URLSearchParams({
    serverSeed: seeds.serverSeed,
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.nonce),
    ...query,
  });
  return renderWithProviders(<VerifyPage />, { route: `/verify?${search.toString()}` });
}
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('VerifyPage', () => {
  it('shows the server seed hash and recomputes a dice roll exactly as game-math does', () => {
    openAt({ game: 'dice', target: '50.00', direction: 'under' });
    expect(text('verify-seed-hash')).toBe(hashServerSeed(seeds.serverSeed));
    expect(text('verify-seed-hash')).toMatch(/^[0-9a-f]{64}$/);
    const roll = rollDice(fair());
    expect(text('verify-dice-roll')).toBe(`Roll: ${two(roll)}`);
    expect(text('verify-dice-bet')).toBe(
      roll < 5000 ? 'The bet wins, paying 1.9800×.' : 'The bet loses.',
    );
    expect((screen.getByTestId('verify-serverSeed') as HTMLInputElement).value).toBe(
      seeds.serverSeed,
    );
  });

  it('recomputes every other in-house game from the same seeds', () => {
    const cases: Array<[Record<string, string>, () => void]> = [
      [
        { game: 'crash' },
        () => expect(text('verify-crash-point')).toBe(`Crashed at ${two(crashPoint(fair()))}×`),
      ],
      [
        { game: 'mines', mines: '5' },
        () => expect(text('verify-mine-cells')).toContain(placeMines(fair(), 5).join(', ')),
      ],
      [
        { game: 'plinko', rows: '12', risk: 'high' },
        () => {
          const drop = dropPlinko(fair(), 12);
          expect(text('verify-plinko-slot')).toContain(`slot ${drop.slot},`);
          expect(screen.getByTestId('verify-plinko-path').getAttribute('aria-label')).toBe(
            drop.path.map((step) => (step ? 'right' : 'left')).join(', '),
          );
        },
      ],
      [
        { game: 'baccarat' },
        () => {
          const round = dealBaccarat(fair());
          const suits: Record<string, string> = {
            S: 'spades',
            H: 'hearts',
            D: 'diamonds',
            C: 'clubs',
          };
          const cards = (hand: 'player' | 'banker') =>
            within(screen.getByTestId(`verify-baccarat-${hand}`))
              .getAllByRole('img')
              .map((card) => card.getAttribute('aria-label'));
          const named = (hand: readonly string[]) =>
            hand.map((card) => `${card[0] === 'T' ? '10' : card[0]} of ${suits[card[1] ?? '']}`);
          expect(cards('player')).toEqual(named(round.player));
          expect(cards('banker')).toEqual(named(round.banker));
          expect(screen.getByTestId('verify-baccarat-winner').textContent?.toLowerCase()).toContain(
            round.winner,
          );
        },
      ],
      [
        { game: 'roulette' },
        () => expect(text('verify-roulette-pocket')).toBe(`Number ${spinRoulette(fair())}`),
      ],
      [
        { game: 'jade-dragon' },
        () => {
          const spin = spinSlot(slotDefinitions['jade-dragon'], fair());
          expect(text('verify-slot-total')).toBe(`Total win: ${spin.totalWin} line bets`);
          expect(text('verify-slot-base-stops')).toBe(`Reel stops: ${spin.base.stops.join(', ')}`);
          expect(screen.queryAllByTestId(/^verify-slot-free-\d+$/)).toHaveLength(
            spin.freeSpins.length,
          );
        },
      ],
    ];
    for (const [query, check] of cases) {
      openAt(query);
      expect(screen.getByTestId('verify-outcome').getAttribute('data-game')).toBe(query.game);
      check();
      resetAfterTest();
    }
  });

  it('recomputes on every change and keeps the form in the address', () => {
    openAt({ game: 'roulette' });
    fireEvent.change(screen.getByTestId('verify-nonce'), { target: { value: '43' } });
    const next = spinRoulette(createFairRandom({ ...seeds, nonce: 43 }));
    expect(text('verify-roulette-pocket')).toBe(`Number ${next}`);
    expect(new URLSearchParams(text('location')?.split('?')[1]).get('nonce')).toBe('43');

    fireEvent.change(screen.getByTestId('verify-game'), { target: { value: 'lotus-fortune' } });
    const spin = spinSlot(
      slotDefinitions['lotus-fortune'],
      createFairRandom({ ...seeds, nonce: 43 }),
    );
    expect(text('verify-slot-total')).toBe(`Total win: ${spin.totalWin} line bets`);
  });

  it('keeps every edit of a quick succession, each one reaching the address', async () => {
    openAt({ game: 'plinko', rows: '8', risk: 'low' });
    // three edits in one task: none may start from a form the address has not caught up with
    act(() => {
      fireEvent.change(screen.getByTestId('verify-nonce'), { target: { value: '7' } });
      fireEvent.change(screen.getByTestId('verify-rows'), { target: { value: '13' } });
      fireEvent.change(screen.getByTestId('verify-risk'), { target: { value: 'high' } });
    });
    const drop = dropPlinko(createFairRandom({ ...seeds, nonce: 7 }), 13);
    await waitFor(() => expect(text('verify-plinko-slot')).toContain(`slot ${drop.slot},`));
    const address = new URLSearchParams(text('location')?.split('?')[1]);
    expect([address.get('nonce'), address.get('rows'), address.get('risk')]).toEqual([
      '7',
      '13',
      'high',
    ]);
    expect((screen.getByTestId('verify-rows') as HTMLInputElement).value).toBe('13');
  });

  it('takes an address opened from elsewhere into the form', async () => {
    const elsewhere = new URLSearchParams({ ...seeds, nonce: '99', game: 'dice' }).toString();
    renderWithProviders(
      <>
        <Link to={`/verify?${elsewhere}`}>another round</Link>
        <VerifyPage />
      </>,
      {
        route: `/verify?${new URLSearchParams({ ...seeds, nonce: '42', game: 'crash' }).toString()}`,
      },
    );
    fireEvent.change(screen.getByTestId('verify-nonce'), { target: { value: '43' } });
    fireEvent.click(screen.getByText('another round'));
    await waitFor(() =>
      expect((screen.getByTestId('verify-nonce') as HTMLInputElement).value).toBe('99'),
    );
    expect((screen.getByTestId('verify-game') as HTMLSelectElement).value).toBe('dice');
    expect(new URLSearchParams(text('location')?.split('?')[1]).get('nonce')).toBe('99');
  });

  it('compares with the published hash', () => {
    openAt({ game: 'crash', hash: hashServerSeed(seeds.serverSeed).toUpperCase() });
    expect(screen.getByTestId('verify-hash-match').getAttribute('data-match')).toBe('true');
    fireEvent.change(screen.getByTestId('verify-hash'), { target: { value: 'abc' } });
    expect(text('verify-hash-match')).toBe('Does not match the published hash.');
  });

  it('names what is missing or out of range instead of guessing', () => {
    openAt({ game: 'mines', mines: '25', nonce: '-1' });
    expect(screen.getByTestId('verify-problems').textContent).toContain(
      'The nonce must be a whole number, 0 or more.',
    );
    expect(screen.getByTestId('verify-problems').textContent).toContain(
      'The number of mines must be from 1 to 24.',
    );
    expect(screen.queryByTestId('verify-outcome')).toBeNull();
    resetAfterTest();
    renderWithProviders(<VerifyPage />, { route: '/verify' });
    expect(screen.getByTestId('verify-problems').textContent).toBe('Enter the server seed.');
    expect(screen.queryByTestId('verify-seed-hash')).toBeNull();
  });
});
