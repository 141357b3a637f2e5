import { memberRoutesJourney } from './support/member-routes-journey.ts';

// the member's routes phone-fit-member-routes.e2e.ts leaves, at 360 x 740
memberRoutesJourney(2);
