import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { resetAfterTest } from '../../../testing/test-utils.tsx';
import { SlipProvider, storedSlip, useSlip, type SlipLeg } from './slip-store.tsx';

afterEach(() => {
  sessionStorage.clear();
  resetAfterTest();
});

const leg = (selectionId: number, fixtureId = selectionId): SlipLeg => ({
  selectionId,
  odds: 1900 + selectionId,
  fixtureId,
  isLive: false,
  home: { en: 'Home', th: 'Home', tl: 'Home' },
  away: { en: 'Away', th: 'Away', tl: 'Away' },
  market: { kind: 'match_1x2', period: 'match', line: null },
  selection: { code: 'home', name: null },
});

let slip: ReturnType<typeof useSlip> | undefined;
function SlipProbe() {
  slip = useSlip();
  return <output data-testid="picks">{slip.legs.map((one) => one.selectionId).join(',')}</output>;
}
const picks = () => screen.getByTestId('picks').textContent;

describe('the bet slip kept in the tab', () => {
  it('keeps the picks when the book is left and opened again, each book its own', () => {
    const first = render(
      <SlipProvider book="sports">
        <SlipProbe />
      </SlipProvider>,
    );
    act(() => slip!.toggle(leg(11)));
    act(() => slip!.toggle(leg(12)));
    expect(picks()).toBe('11,12');
    first.unmount();

    render(
      <SlipProvider book="sports">
        <SlipProbe />
      </SlipProvider>,
    );
    expect(picks()).toBe('11,12');
    expect(storedSlip('sports').map((one) => one.odds)).toEqual([1911, 1912]);
    expect(storedSlip('esports')).toEqual([]);

    // an emptied slip leaves nothing behind
    act(() => slip!.removeMany([11, 12]));
    expect(picks()).toBe('');
    expect(sessionStorage.getItem('sportsSlip')).toBeNull();
  });

  it('drops what it cannot read as picks', () => {
    sessionStorage.setItem('sportsSlip', '{not json');
    expect(storedSlip('sports')).toEqual([]);
    sessionStorage.setItem('sportsSlip', JSON.stringify([leg(5), { selectionId: 'x' }, null]));
    expect(storedSlip('sports').map((one) => one.selectionId)).toEqual([5]);
    sessionStorage.setItem('sportsSlip', JSON.stringify({ legs: [leg(5)] }));
    expect(storedSlip('sports')).toEqual([]);
  });
});
