import { beforeAll, expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { phoneContext } from './support/phone-fit.ts';
import {
  checkAnnouncementPopupIfShown,
  checkRoutes,
  dialogsLeft,
  startDialogLog,
  type Problems,
} from './support/phone-fit-checks.ts';
import { visitsOf } from './support/phone-plan.ts';
import { acceptDisclaimer } from './support/site.ts';

// Issue 12 (phone first): every route a guest sees, at 360 x 740, with the dialogs a route
// opens (/login, /help, /register); the guest's header, drawer and other dialogs:
// phone-fit-guest.e2e.ts; checks in e2e/support/phone-fit-checks.ts.
describeJourney("phone first: a guest's routes at 360 x 740", (journey) => {
  beforeAll(startDialogLog);

  it('fits every route a guest sees', async () => {
    const problems: Problems = [];
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/index');
    await acceptDisclaimer(page);
    await checkAnnouncementPopupIfShown(page, problems);
    await checkRoutes(page, visitsOf('guest'), problems);
    expect(problems).toEqual([]);
  }, 240_000);

  it('opened, checked and closed its share of the dialogs', () => {
    expect(dialogsLeft('guest-routes')).toEqual([]);
  });
});
