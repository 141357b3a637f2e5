import { memberRoutesJourney } from './support/member-routes-journey.ts';

// every other route a member sees, at 360 x 740 (the rest: phone-fit-member-routes-more)
memberRoutesJourney(1);
