import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import {
  demoLogins,
  expectLoggedIn,
  fillLoginForm,
  openLoginDialog,
  submitExpectingRefusal,
  webText,
} from './support/identity.ts';
import { enterSite } from './support/site.ts';

// issue 12, F2: once a login has failed, the next one pays proof of work, solved by a Web
// Worker in the browser (its own chunk, fetched only then), and the member still gets in
describeJourney('identity: failed logins cost proof of work', (journey) => {
  it('solves the proof in a worker after failures and logs in', async () => {
    const page = await (await journey.newContext()).newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const loginAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/wps/session/login') {
        loginAnswers.push(response.status());
      }
    });
    await enterSite(page, '/index');
    const form = await openLoginDialog(page);
    await fillLoginForm(form, { username: demoLogins.agent.username, password: 'Wrong#2026' });
    expect(await submitExpectingRefusal(form)).toBe(webText('en', 'errors', 'err_login_failed'));
    // nothing was paid for the first attempt: no worker yet
    expect(workers).toEqual([]);

    await form.getByTestId('login-password').fill(demoLogins.agent.password);
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page);
    // asked for proof (400), then let in with it (200); the search ran in a worker
    expect(loginAnswers).toEqual([401, 400, 200]);
    expect(workers.some((url) => /login-proof\.worker/.test(url))).toBe(true);
  });
});
