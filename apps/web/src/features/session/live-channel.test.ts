import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, isModalOpen } from '../../lib/modal-store.ts';
import {
  consolidatedQueryKey,
  inboxQueryRoot,
  recordsQueryRoot,
  referralsQueryRoot,
  rewardsQueryRoot,
  walletQueryRoot,
} from './api/member-query-keys.ts';
import { handleMemberEvent, queriesFor } from './live-channel.ts';
import { getSessionState, updateSessionState } from './session-state.ts';

afterEach(() => closeAllModals());

describe('the one listener of the live channel', () => {
  it('refetches exactly what each event names', () => {
    expect(queriesFor({ type: 'balance_changed', reason: 'deposit' })).toEqual([
      walletQueryRoot,
      recordsQueryRoot,
    ]);
    expect(queriesFor({ type: 'rewards_changed' })).toEqual([rewardsQueryRoot]);
    expect(queriesFor({ type: 'referrals_changed' })).toEqual([referralsQueryRoot]);
    expect(queriesFor({ type: 'contract_offered' })).toEqual([consolidatedQueryKey]);
    expect(queriesFor({ type: 'ping' })).toEqual([]);
    expect(queriesFor({ type: 'catch_up', changed: [] })).toEqual([]);
    expect(queriesFor({ type: 'catch_up', changed: ['rewards', 'messages'] })).toEqual([
      rewardsQueryRoot,
      inboxQueryRoot,
    ]);
  });

  it('invalidates the named queries and leaves the others', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([...rewardsQueryRoot, 'badge'], { claimable: 0 });
    queryClient.setQueryData([...walletQueryRoot, 'balance'], { balance: '1.00' });
    handleMemberEvent(queryClient, { type: 'rewards_changed' });
    expect(queryClient.getQueryState([...rewardsQueryRoot, 'badge'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...walletQueryRoot, 'balance'])?.isInvalidated).toBe(false);
  });

  it('ends the session on a forced logout and opens the login dialog with the reason', () => {
    const queryClient = new QueryClient();
    const removeQueries = vi.spyOn(queryClient, 'removeQueries');
    updateSessionState({ token: 'tok', isLogin: true });
    handleMemberEvent(queryClient, { type: 'logged_out', reason: 'password_changed' });
    expect(getSessionState()).toMatchObject({ isLogin: false });
    expect(getSessionState().token).toBeFalsy();
    expect(removeQueries).toHaveBeenCalled();
    expect(isModalOpen('login')).toBe(true);
  });
});
