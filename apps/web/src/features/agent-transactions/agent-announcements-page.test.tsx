import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { AgentAnnouncementsPage } from './agent-announcements-page.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

const item = (id: number, title: string) => ({
  id,
  type: 'PL' as const,
  execution: 'A' as const,
  title,
  content: `<p>About ${title}</p>`,
  promotionType: null,
  publishedAt: '2026-11-26T03:00:00.000Z',
});

describe('AgentAnnouncementsPage', () => {
  it('lists the announcements for agents in the current language, the first one open', async () => {
    const { calls } = standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/agent/announcements': {
        value: {
          content: [item(1, 'Red envelopes for your team'), item(2, 'Salary schedule')],
          pageNo: 1,
          pageSize: 9,
          totalPages: 1,
          totalElements: 2,
        },
      },
    });
    renderWithProviders(<AgentAnnouncementsPage />);
    const items = await screen.findAllByTestId('agent-announcement');
    expect(items.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Red envelopes for your team',
      'Salary schedule',
    ]);
    expect(items[0]!.querySelector('details')?.open).toBe(true);
    expect(items[1]!.querySelector('details')?.open).toBe(false);
    expect(calls.find((call) => call.path === '/wps/agent/announcements')?.query.get('lang')).toBe(
      'en',
    );
  });

  it('says so when there is none', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/agent/announcements': {
        value: { content: [], pageNo: 1, pageSize: 9, totalPages: 0, totalElements: 0 },
      },
    });
    renderWithProviders(<AgentAnnouncementsPage />);
    expect((await screen.findByTestId('agent-announcements-empty')).textContent).toBe(
      'No announcements for agents.',
    );
  });
});
