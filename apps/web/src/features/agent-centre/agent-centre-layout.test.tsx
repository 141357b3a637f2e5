import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  OpenModalsProbe,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  testMember,
} from '../../testing/test-utils.tsx';
import { AgentCentreLayout } from './agent-centre-layout.tsx';
import type { AgentCentrePage } from './agent-centre-pages.ts';
import { testAgentSettings } from './testing/agent-fixtures.ts';

const stub = (text: string) => () => <p data-testid="stub-page">{text}</p>;

/** A table like the app's: two plain pages and one behind the dividend flag. */
const pages: AgentCentrePage[] = [
  {
    id: 'agentTeamOverview',
    path: 'overview',
    titleKey: 'agents:page.teamOverview',
    component: stub('overview'),
  },
  {
    id: 'downlineManagmentView',
    path: 'downlines',
    titleKey: 'agents:page.downlines',
    component: stub('downlines'),
  },
  {
    id: 'agentDividendRecordCopy2',
    path: 'dividends',
    titleKey: 'agents:page.contracts',
    flag: 'dividend',
    component: stub('dividends'),
  },
];

function renderCentre(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="agentHome/*" element={<AgentCentreLayout pages={pages} />} />
      </Routes>
      <OpenModalsProbe />
    </>,
    { route },
  );
}

const answers = (off: Parameters<typeof testAgentSettings>[0] = []) => ({
  'GET /wps/system/permission': { value: demoPermission },
  'GET /wps/member/info': {
    value: testMember({ account: 'agent', nickname: 'Agent Mali', isAgent: true, type: 1 }),
  },
  'GET /wps/agent/settings': { value: testAgentSettings(off) },
});

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

describe('AgentCentreLayout', () => {
  it('opens the first page, lists every page and the member links, and shows who and when', async () => {
    standInApi(answers());
    renderCentre('/agentHome');
    expect((await screen.findByTestId('stub-page')).textContent).toBe('overview');
    expect(screen.getByTestId('location').textContent).toBe('/agentHome/overview');
    expect(await screen.findByTestId('agent-nav-agentDividendRecordCopy2')).toBeTruthy();
    expect(screen.getByTestId('agent-nav-downlineManagmentView').getAttribute('href')).toBe(
      '/agentHome/downlines',
    );
    expect(screen.getByTestId('agent-nav-deposit').getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(screen.getByTestId('agent-nav-withdraw').getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
    expect(screen.getByTestId('agent-nav-messages').getAttribute('href')).toBe(
      '/member?page=messageV2',
    );
    expect(screen.getByTestId('agent-nav-service').getAttribute('href')).toBe(
      'https://chat.example/',
    );
    expect((await screen.findByTestId('agent-nickname')).textContent).toBe(
      'Signed in as Agent Mali',
    );
    expect(screen.getByTestId('agent-gmt').textContent).toBe('GMT+07:00');
  });

  it('moves between pages by sub-path, and a page can be opened directly', async () => {
    standInApi(answers());
    renderCentre('/agentHome/downlines');
    expect((await screen.findByTestId('stub-page')).textContent).toBe('downlines');
    fireEvent.click(screen.getByTestId('agent-nav-agentTeamOverview'));
    await waitFor(() => expect(screen.getByTestId('stub-page').textContent).toBe('overview'));
    expect(screen.getByTestId('location').textContent).toBe('/agentHome/overview');
  });

  it('hides and refuses a page whose brand flag is off', async () => {
    standInApi(answers(['dividend']));
    renderCentre('/agentHome/dividends');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/agentHome/overview'),
    );
    expect(screen.queryByTestId('agent-nav-agentDividendRecordCopy2')).toBeNull();
    expect(screen.getByTestId('agent-nav-downlineManagmentView')).toBeTruthy();
  });

  it('opens the menu on a phone and asks before logging out', async () => {
    standInApi(answers());
    renderCentre('/agentHome/overview');
    const toggle = await screen.findByTestId('agent-nav-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByTestId('agent-nav-downlineManagmentView'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByTestId('agent-logout'));
    expect(screen.getByTestId('open-modals').textContent).toBe('logout{}');
  });
});
