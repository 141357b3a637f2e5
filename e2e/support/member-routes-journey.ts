import { expect, it } from 'vitest';
import { demoLogins } from './identity.ts';
import { describeJourney } from './journey.ts';
import { phoneContext } from './phone-fit.ts';
import { checkAnnouncementPopupIfShown, checkRoutes, logInOnPhone } from './phone-fit-checks.ts';
import { visitsInPart } from './phone-plan.ts';
import { acceptDisclaimer } from './site.ts';

/**
 * Issue 12 (phone first): every route a member sees, at 360 x 740, in two halves
 * (phone-fit-member-routes.e2e.ts and phone-fit-member-routes-more.e2e.ts, which run side by
 * side on their own servers); the member's header, drawer, dialogs, wallet and game:
 * phone-fit-member.e2e.ts; the checks: phone-fit-checks.ts.
 */
export function memberRoutesJourney(part: 1 | 2) {
  describeJourney(`phone first: a member's routes at 360 x 740 (part ${part} of 2)`, (journey) => {
    it('fits every route a member sees', async () => {
      const page = await (await journey.newContext(phoneContext)).newPage();
      await page.goto('/index');
      await acceptDisclaimer(page);
      await checkAnnouncementPopupIfShown(page, []);
      const problems = await logInOnPhone(page, demoLogins.member);
      await checkRoutes(page, visitsInPart('member', part), problems);
      expect(problems).toEqual([]);
    }, 240_000);
  });
}
