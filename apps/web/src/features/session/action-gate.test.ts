import { afterEach, describe, expect, it } from 'vitest';
import { requireRealAccount } from './action-gate.ts';
import { closeAllModals, isModalOpen } from '../../lib/modal-store.ts';

afterEach(() => closeAllModals());

describe('action gate (§4.8)', () => {
  it('asks a guest to log in', () => {
    expect(requireRealAccount({ token: null, isTrial: false })).toBe(false);
    expect(isModalOpen('login')).toBe(true);
  });

  it("shows a trial account 'Please Register An Account First'", () => {
    expect(requireRealAccount({ token: 'trial', isTrial: true })).toBe(false);
    expect(isModalOpen('realAccountNeeded')).toBe(true);
    expect(isModalOpen('login')).toBe(false);
  });

  it('lets a real account through without opening anything', () => {
    expect(requireRealAccount({ token: 'tok', isTrial: false })).toBe(true);
    expect(isModalOpen('login') || isModalOpen('realAccountNeeded')).toBe(false);
  });
});
