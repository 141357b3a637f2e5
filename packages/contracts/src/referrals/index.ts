import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../common/endpoint.ts';

/** The referral calls (docs/member-services.md "Referral"). */
export const referralPaths = {
  referral: '/wps/member/referral',
  boReferralRule: '/bo/referral-rule',
} as const;

/** An amount as decimal text, e.g. "100.00". */
const amountText = z.string().regex(/^\d{1,15}(\.\d{1,4})?$/);

/** The brand's referral rule: a bonus when a friend deposits and bets this much. */
export const referralRuleSchema = z.object({
  isEnabled: z.boolean(),
  bonus: amountText,
  minDeposit: amountText,
  minValidBet: amountText,
});
export type ReferralRule = z.infer<typeof referralRuleSchema>;

/** GET /wps/member/referral: the member's own link, the rule, the friends invited. */
export const referralViewSchema = z.object({
  /** The member's invitation code; the link carries it as `?affiliateCode=` (the form's field). */
  code: z.string(),
  link: z.string(),
  rule: referralRuleSchema,
  friends: z.array(
    z.object({
      /** Masked, e.g. "fr***01". */
      username: z.string(),
      joinedAt: z.string(),
      /** What the friend brought: the bonus paid, or null while the thresholds are not met. */
      bonusPaid: z.string().nullable(),
    }),
  ),
  /** The sum of the bonuses paid. */
  totalPaid: z.string(),
});
export type ReferralView = z.infer<typeof referralViewSchema>;

export const getMemberReferral = defineEndpoint({
  method: 'GET',
  path: referralPaths.referral,
  auth: endpointAuth.member,
  tag: 'referrals',
  summary: "The member's invitation link, the brand's rule and the friends invited",
  response: referralViewSchema,
});

/** An administrator sets the brand's referral rule (in the audit trail). */
export const setReferralRule = defineEndpoint({
  method: 'PUT',
  path: referralPaths.boReferralRule,
  auth: endpointAuth.staff('admin'),
  tag: 'referrals',
  summary: "Set the brand's referral rule",
  body: referralRuleSchema,
  response: referralRuleSchema,
});
