import { expect, it } from 'vitest';
import { demoLogins } from './support/identity.ts';
import { describeJourney } from './support/journey.ts';
import { phoneContext } from './support/phone-fit.ts';
import {
  checkAnnouncementPopupIfShown,
  checkRoutes,
  logInOnPhone,
} from './support/phone-fit-checks.ts';
import { visitsOf } from './support/phone-plan.ts';
import { acceptDisclaimer } from './support/site.ts';

// Issue 12 (phone first): every route a member sees, at 360 x 740 (the member's header, drawer,
// dialogs, wallet and game: phone-fit-member.e2e.ts; checks in e2e/support/phone-fit-checks.ts).
describeJourney("phone first: a member's routes at 360 x 740", (journey) => {
  it('fits every route a member sees', async () => {
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/index');
    await acceptDisclaimer(page);
    await checkAnnouncementPopupIfShown(page, []);
    const problems = await logInOnPhone(page, demoLogins.member);
    await checkRoutes(page, visitsOf('member'), problems);
    expect(problems).toEqual([]);
  }, 240_000);
});
