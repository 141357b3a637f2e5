import { beforeEach, describe, expect, it } from 'vitest';
import type { Announcement } from '@lobby/contracts';
import {
  isPopupClosed,
  markPopupClosed,
  popupAudienceOf,
  popupItemsFor,
  shouldOpenPopup,
} from './popup-session.ts';

function item(id: number, execution: Announcement['execution']): Announcement {
  return {
    id,
    type: 'PU',
    execution,
    title: `item ${id}`,
    content: '<p>text</p>',
    promotionType: null,
    publishedAt: '2025-01-01T00:00:00Z',
  };
}

const items = [item(1, 'B'), item(2, 'A'), item(3, 'F')];

beforeEach(() => sessionStorage.clear());

describe('announcement popup session flags', () => {
  it('keeps separate flags for guests and members under the spec names', () => {
    markPopupClosed('anonymous');
    expect(isPopupClosed('anonymous')).toBe(true);
    expect(isPopupClosed('user')).toBe(false);
    expect(sessionStorage.getItem('anonymous-popup-closed')).toBe('true');
    markPopupClosed('user');
    expect(sessionStorage.getItem('user-popup-closed')).toBe('true');
  });

  it('takes the audience from the session token', () => {
    expect(popupAudienceOf({ token: null })).toBe('anonymous');
    expect(popupAudienceOf({ token: 'abc' })).toBe('user');
  });
});

describe('items by execution', () => {
  it('shows B to guests, A to members, and F only on a first login', () => {
    expect(popupItemsFor(items, 'anonymous').map((i) => i.id)).toEqual([1]);
    // F reaches a member only when the server sent it, i.e. on a first login
    expect(popupItemsFor(items, 'user').map((i) => i.id)).toEqual([2, 3]);
  });
});

describe('shouldOpenPopup', () => {
  it('waits for the disclaimer and the items', () => {
    expect(shouldOpenPopup({ disclaimerPending: true, items, audience: 'anonymous' })).toBe(false);
    expect(
      shouldOpenPopup({ disclaimerPending: false, items: undefined, audience: 'anonymous' }),
    ).toBe(false);
    expect(shouldOpenPopup({ disclaimerPending: false, items, audience: 'anonymous' })).toBe(true);
  });

  it('stays shut when nothing matches the login state', () => {
    expect(
      shouldOpenPopup({ disclaimerPending: false, items: [item(2, 'A')], audience: 'anonymous' }),
    ).toBe(false);
  });

  it('stays shut once closed in this session, for that login state only', () => {
    markPopupClosed('anonymous');
    expect(shouldOpenPopup({ disclaimerPending: false, items, audience: 'anonymous' })).toBe(false);
    expect(shouldOpenPopup({ disclaimerPending: false, items, audience: 'user' })).toBe(true);
  });
});
