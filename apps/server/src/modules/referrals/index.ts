/**
 * The referrals module's public face (docs/member-services.md "Referral"): the module, and the
 * link registration makes between a friend and the member whose code it used.
 */
export { createReferrals, type ReferralsModuleDeps } from './referrals.module.ts';
import { referralsRepository } from './referrals.repository.ts';

/** Links a newly registered friend to its referrer, in the registration's transaction. */
export const linkReferral = referralsRepository.link;
