import { applicationLimits, type ApplicationRequest, type Language } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { localToday } from '../../platform/local-dates.ts';
import { findOwnedFile } from '../../platform/uploads.service.ts';
import type { WalletService } from '../wallet/index.ts';
import { activitiesRepository as repository } from './activities.repository.ts';
import type { MemberRef } from './activity-plays.service.ts';
import type { PayAward } from './activity-prizes.ts';
import { stateOf } from './activity-rules.ts';
import { applicationPrizeOf, toApplicationView } from './activity-views.ts';

/**
 * Applications (§4.11, §5): a member applies with a comment and images it uploaded (checked by
 * content when uploaded: platform/uploads.service.ts), the operator issues or rejects, the
 * member claims an issued prize once.
 */
export function createApplications(deps: {
  db: Db;
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  payAward: PayAward;
  now?: () => Date;
}) {
  const { db, wallet, payAward } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async apply(member: MemberRef, activityId: number, input: ApplicationRequest, lang: Language) {
      const comment = input.comment.trim();
      if ([...comment].length > applicationLimits.commentMax) {
        throw new AppError('application_comment_too_long');
      }
      const fileIds = [...new Set(input.fileIds)];
      if (fileIds.length > applicationLimits.imagesMax) {
        throw new AppError('application_too_many_images');
      }
      return db.transaction(async (tx) => {
        const activity = await repository.find(tx, member.merchant.id, activityId);
        if (!activity) throw new AppError('activity_not_found');
        if (stateOf(activity, now()) !== 'open') throw new AppError('activity_not_open');
        if (activity.rules.kind !== 'application') throw new AppError('activity_wrong_kind');
        for (const fileId of fileIds) {
          await findOwnedFile(tx, {
            merchantId: member.merchant.id,
            memberId: member.memberId,
            fileId,
            purpose: 'activity_application',
          });
        }
        const row = await repository.insertApplication(tx, {
          merchantId: member.merchant.id,
          memberId: member.memberId,
          activityId,
          state: 'applying',
          comment,
          fileIds,
        });
        if (!row) throw new AppError('application_exists');
        return toApplicationView(row, activity, lang, member.merchant.currencyDecimals);
      });
    },

    async mine(member: MemberRef, lang: Language) {
      const rows = await repository.applicationsOf(db, member.merchant.id, member.memberId);
      return {
        content: rows.map(({ application, activity }) =>
          toApplicationView(application, activity, lang, member.merchant.currencyDecimals),
        ),
      };
    },

    /** Claims an issued prize: the row locked, the award's unique cause, one payment. */
    async claim(member: MemberRef, applicationId: number, lang: Language) {
      const decimals = member.merchant.currencyDecimals;
      return wallet.transact(async (money) => {
        const application = await repository.applicationForUpdate(
          money.tx,
          member.merchant.id,
          applicationId,
        );
        if (!application || application.memberId !== member.memberId) {
          throw new AppError('application_not_found');
        }
        if (application.state !== 'issued') throw new AppError('application_not_claimable');
        const activity = (await repository.find(
          money.tx,
          member.merchant.id,
          application.activityId,
        ))!;
        await payAward(money, {
          merchantId: member.merchant.id,
          memberId: member.memberId,
          activityId: activity.id,
          awardKey: `application:${application.id}`,
          localDay: localToday(member.merchant.timeZone, now()),
          prize: applicationPrizeOf(activity, decimals),
          alreadyPaid: 'application_not_claimable',
        });
        const claimed = await repository.setApplication(money.tx, application.id, {
          state: 'claimed',
          claimedAt: now(),
        });
        return toApplicationView(claimed, activity, lang, decimals);
      });
    },
  };
}
export type Applications = ReturnType<typeof createApplications>;
