import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updateSessionState } from '../../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type ApiCall,
  type StandInAnswer,
} from '../../../testing/test-utils.tsx';
import {
  pageOf,
  testAgentSettings,
  testContract,
  testDownline,
} from '../testing/agent-fixtures.ts';
import { DownlinesPage } from './downlines-page.tsx';

const direct = [
  testDownline({
    id: 201,
    username: 'subagent1',
    isAgent: true,
    type: 1,
    teamSize: 2,
    remark: 'top seller',
  }),
  testDownline({
    username: 'member01',
    contracts: [testContract({ state: 'accepted', holder: 'member01' })],
  }),
];
const subTeam = [
  testDownline({ username: 'deep01', depth: 2, parent: 'subagent1' }),
  testDownline({ username: 'deep02', depth: 2, parent: 'subagent1' }),
];

/** Answers the downline list by its query: a search, a drill-down, or the direct downlines. */
function answerDownlines(extra: Record<string, StandInAnswer> = {}) {
  let last: ApiCall | undefined;
  const { calls } = standInApi({
    ...extra,
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/agent/settings': { value: testAgentSettings() },
    'GET /wps/agent/downlines': () => {
      last = calls.filter((call) => call.path === '/wps/agent/downlines').at(-1);
      const username = last?.query.get('username');
      if (username) {
        return { value: pageOf(subTeam.filter((row) => row.username.startsWith(username))) };
      }
      return { value: pageOf(last?.query.get('parent') === 'subagent1' ? subTeam : direct) };
    },
  });
  return () => calls.filter((call) => call.path === '/wps/agent/downlines');
}

const usernames = () =>
  screen.getAllByTestId('downline-row').map((row) => row.getAttribute('data-username'));

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

describe('DownlinesPage', () => {
  it('lists the direct downlines with remark and contract column, and offers only to them', async () => {
    answerDownlines();
    renderWithProviders(<DownlinesPage />);
    await waitFor(() => expect(usernames()).toEqual(['subagent1', 'member01']));
    const [agentRow, memberRow] = screen.getAllByTestId('downline-row');
    expect(within(agentRow!).getByTestId('downline-remark').textContent).toBe('top seller');
    expect(within(agentRow!).getByTestId('downline-contracts').textContent).toBe('None');
    expect(within(memberRow!).getByTestId('downline-contracts').textContent).toBe('Daily salary');
    expect(within(memberRow!).queryByTestId('downline-drill')).toBeNull();
    expect(within(agentRow!).getByTestId('downline-offer')).toBeTruthy();
  });

  it("drills into a sub-agent's team and comes back", async () => {
    const downlineCalls = answerDownlines();
    renderWithProviders(<DownlinesPage />);
    await waitFor(() => expect(usernames()).toEqual(['subagent1', 'member01']));
    // a sub-agent's own team reports (its id, its name for the heading); none for a member
    expect(screen.getByTestId('downline-team-betting').getAttribute('href')).toBe(
      '/agentHome/team-betting?agentId=201&agent=subagent1',
    );
    expect(screen.getByTestId('downline-team-profit-loss').getAttribute('href')).toBe(
      '/agentHome/profit-loss?agentId=201&agent=subagent1',
    );
    expect(screen.getAllByTestId('downline-team-betting')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('downline-drill'));
    await waitFor(() => expect(usernames()).toEqual(['deep01', 'deep02']));
    expect(downlineCalls().at(-1)?.query.get('parent')).toBe('subagent1');
    // two levels down: no offer (contracts go to direct downlines only)
    expect(screen.queryByTestId('downline-offer')).toBeNull();
    expect(screen.getByTestId('downline-trail').textContent).toContain('subagent1');
    expect(screen.queryByTestId('downline-team-betting')).toBeNull();
    fireEvent.click(screen.getByTestId('downline-back'));
    await waitFor(() => expect(usernames()).toEqual(['subagent1', 'member01']));
    expect(screen.queryByTestId('downline-trail')).toBeNull();
  });

  it('searches the whole team by username, filters by status and sorts', async () => {
    const downlineCalls = answerDownlines();
    renderWithProviders(<DownlinesPage />);
    await waitFor(() => expect(usernames()).toEqual(['subagent1', 'member01']));
    fireEvent.change(screen.getByTestId('downline-search'), { target: { value: 'deep0' } });
    await waitFor(() => expect(usernames()).toEqual(['deep01', 'deep02']));
    expect(downlineCalls().at(-1)?.query.get('username')).toBe('deep0');
    fireEvent.change(screen.getByTestId('downline-status'), { target: { value: 'disabled' } });
    fireEvent.change(screen.getByTestId('downline-sort'), { target: { value: 'username' } });
    fireEvent.click(screen.getByTestId('downline-order'));
    await waitFor(() => expect(downlineCalls().at(-1)?.query.get('order')).toBe('asc'));
    const last = downlineCalls().at(-1)!;
    expect(last.query.get('status')).toBe('disabled');
    expect(last.query.get('sort')).toBe('username');
  });

  it('saves a remark and reads the list again', async () => {
    const downlineCalls = answerDownlines({
      'PUT /wps/agent/downlines/member01/remark': {
        value: { username: 'member01', remark: 'VIP' },
      },
    });
    renderWithProviders(<DownlinesPage />);
    await waitFor(() => expect(usernames()).toEqual(['subagent1', 'member01']));
    const before = downlineCalls().length;
    fireEvent.click(screen.getAllByTestId('downline-remark-edit')[1]!);
    fireEvent.change(screen.getByTestId('downline-remark-input'), { target: { value: ' VIP ' } });
    fireEvent.click(screen.getByTestId('downline-remark-save'));
    await waitFor(() => expect(screen.queryByTestId('downline-remark-input')).toBeNull());
    expect(downlineCalls().length).toBeGreaterThan(before);
  });

  it('shows a refused remark on its row and keeps the edit open', async () => {
    answerDownlines();
    renderWithProviders(<DownlinesPage />);
    await waitFor(() => expect(usernames()).toEqual(['subagent1', 'member01']));
    fireEvent.click(screen.getAllByTestId('downline-remark-edit')[1]!);
    fireEvent.change(screen.getByTestId('downline-remark-input'), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByTestId('downline-remark-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid URL, please contact customer service',
    );
    expect(screen.getByTestId('downline-remark-input')).toBeTruthy();
  });
});
