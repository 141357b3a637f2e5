import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatMinorUnits,
  getMemberReferral,
  setReferralRule,
  type ReferralRule,
  type ReferralView,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { ActivityFeed } from '../../platform/activity-feed.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { memberTopic, type EventBus } from '../../platform/event-bus.ts';
import type { CatchUpSource } from '../../platform/member-catch-up.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import { maskCustomerName } from '../games/index.ts';
import type { MoneyTransaction } from '../wallet/index.ts';
import { createReferralConsumer } from './referral-consumer.ts';
import { referralsRepository as referrals, type ReferralRuleRow } from './referrals.repository.ts';

export interface ReferralsModuleDeps {
  db: Db;
  activity: ActivityFeed<MoneyTransaction>;
  requireMember: RequireMember;
  staff: StaffAuth;
  /** Identity's invitation code of a member (made when missing). */
  invitationCodeOf: (merchantId: number, memberId: number) => Promise<string>;
  publicUrl: string;
  events?: EventBus;
}

function ruleView(row: ReferralRuleRow | undefined, decimals: number): ReferralRule {
  const money = (value: bigint | undefined) => formatMinorUnits(value ?? 0n, decimals);
  return {
    isEnabled: row?.isEnabled ?? false,
    bonus: money(row?.bonus),
    minDeposit: money(row?.minDeposit),
    minValidBet: money(row?.minValidBet),
  };
}

/** A threshold may be zero (no minimum); any other amount goes through the one money parser. */
function thresholdOf(text: string, decimals: number): bigint {
  return /^0+(\.0+)?$/.test(text) ? 0n : parseMoneyInput(text, decimals);
}

function siteOf(merchant: Merchant, publicUrl: string): string {
  return merchant.mainDomain === 'localhost' ? publicUrl : `https://${merchant.mainDomain}`;
}

/**
 * Referral (docs/member-services.md "Referral"): the member's own invitation link, the friends
 * it brought and their bonus under the brand's rule, paid by the activity consumer
 * (`referrals`) through the wallet once per friend. Registration links a friend through
 * `linkReferral` (identity's port).
 */
export function createReferrals(deps: ReferralsModuleDeps) {
  const { db } = deps;
  deps.activity.consume(
    'referrals',
    createReferralConsumer({
      announce: (referrerId) =>
        deps.events?.publish(memberTopic(referrerId), { type: 'referrals_changed' }),
    }),
  );

  async function view(merchant: Merchant, memberId: number): Promise<ReferralView> {
    const decimals = merchant.currencyDecimals;
    const [code, rule, friends] = await Promise.all([
      deps.invitationCodeOf(merchant.id, memberId),
      referrals.rule(db, merchant.id),
      referrals.friendsOf(db, merchant.id, memberId),
    ]);
    const link = new URL(
      `/register?affiliateCode=${encodeURIComponent(code)}`,
      siteOf(merchant, deps.publicUrl),
    ).toString();
    const paid = friends.reduce((sum, row) => sum + BigInt(row.bonus_paid ?? 0), 0n);
    return {
      code,
      link,
      rule: ruleView(rule, decimals),
      friends: friends.map((row) => ({
        username: maskCustomerName(row.username),
        joinedAt: new Date(row.joined_at).toISOString(),
        bonusPaid:
          row.bonus_paid === null ? null : formatMinorUnits(BigInt(row.bonus_paid), decimals),
      })),
      totalPaid: formatMinorUnits(paid, decimals),
    };
  }

  const routes: FastifyPluginAsyncZod = async (app) => {
    const { route } = createRouteKit(app, { requireMember: deps.requireMember });
    route(getMemberReferral, { rate: 'read' }, (request) =>
      view(request.merchant, request.member.id),
    );
  };

  const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
    const { route } = createRouteKit(app, {
      requireStaff: (roles) => deps.staff.requireStaff(roles),
    });
    route(setReferralRule, { rate: 'write', authAt: 'onRequest' }, (request) =>
      db.transaction(async (tx) => {
        const { merchant } = request;
        const decimals = merchant.currencyDecimals;
        const before = await referrals.rule(tx, merchant.id);
        const saved = await referrals.saveRule(tx, merchant.id, {
          isEnabled: request.body.isEnabled,
          bonus: thresholdOf(request.body.bonus, decimals),
          minDeposit: thresholdOf(request.body.minDeposit, decimals),
          minValidBet: thresholdOf(request.body.minValidBet, decimals),
        });
        const after = ruleView(saved, decimals);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: request.staff.id,
          action: 'referral_rule.set',
          subjectKind: 'referral_rule',
          subjectId: merchant.id,
          before: before ? ruleView(before, decimals) : null,
          after,
          ip: request.ip,
        });
        return after;
      }),
    );
  };

  const catchUp: CatchUpSource = {
    kind: 'referrals',
    changedSince: (memberId, since) => referrals.changedSince(db, memberId, since),
  };
  return { routes, operatorRoutes, catchUp };
}
