import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { resolveAuthPolicy, type AuthPolicy, type Language } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { MessageDeliveryError, type Messaging } from '../../platform/messaging/index.ts';

export type VerificationPurpose = (typeof verificationCodes.$inferSelect)['purpose'];
/** A Drizzle transaction handle; it has the same query API as Db. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Seconds between two codes to the same destination, whatever the brand's window allows. */
const resendCooldownSeconds = 60;
const codeLength = 6;
// advisory-lock classes, so a destination key and an IP key can never collide
const destinationLockClass = 7301;
const ipLockClass = 7302;

export interface VerificationCodesDeps {
  db: Db;
  /** The server HMAC key (loadHmacKey); codes are stored only as HMACs under it. */
  hmacKey: Buffer;
  /** Where deliver() sends the codes. */
  messaging: Messaging;
  /** Clock, replaceable in tests. */
  now?: () => Date;
}

export interface IssueCodeInput {
  merchantId: number;
  purpose: VerificationPurpose;
  /** E.164 number or lower-cased mail address; consume() must be given the same string. */
  destination: string;
  ip: string;
  policy: AuthPolicy;
}

export interface CheckCodeInput {
  merchantId: number;
  purpose: VerificationPurpose;
  destination: string;
  code: string;
  /** The brand's policy: a code is burnt after codeMaxAttempts wrong guesses. */
  policy: Pick<AuthPolicy, 'codeMaxAttempts'>;
  /** Run inside the caller's transaction, e.g. the one that creates the account. */
  tx?: DbTransaction;
}

export interface DeliverCodeInput {
  merchant: Pick<Merchant, 'id' | 'name' | 'authPolicy' | 'defaultLanguage'>;
  purpose: VerificationPurpose;
  channel: 'sms' | 'email';
  destination: string;
  ip: string;
  /** Language of the message; the brand's default when absent. */
  language?: Language;
}

const codeMessages: Record<
  Language,
  (brand: string, code: string, minutes: number) => { subject: string; text: string }
> = {
  en: (brand, code, minutes) => ({
    subject: `Your ${brand} verification code`,
    text: `Your ${brand} code is ${code}. It expires in ${minutes} minutes.`,
  }),
  th: (brand, code, minutes) => ({
    subject: `รหัสยืนยัน ${brand} ของคุณ`,
    text: `รหัส ${brand} ของคุณคือ ${code} รหัสนี้จะหมดอายุใน ${minutes} นาที`,
  }),
  tl: (brand, code, minutes) => ({
    subject: `Ang iyong ${brand} verification code`,
    text: `Ang iyong ${brand} code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto.`,
  }),
};

/** Six random digits from the CSPRNG, leading zeros kept. */
function randomCode(): string {
  return randomInt(0, 10 ** codeLength)
    .toString()
    .padStart(codeLength, '0');
}

const minutesBefore = (moment: Date, minutes: number) =>
  new Date(moment.getTime() - minutes * 60_000);

/**
 * Verification codes sent by SMS or mail: issued throttled, stored as HMACs, single-use,
 * expiring, burnt after too many wrong guesses.
 */
export function createVerificationCodes(deps: VerificationCodesDeps) {
  const { db, hmacKey, messaging } = deps;
  const now = deps.now ?? (() => new Date());

  const hashOf = (merchantId: number, purpose: string, destination: string, code: string) =>
    createHmac('sha256', hmacKey)
      .update(`${merchantId}:${purpose}:${destination}:${code}`)
      .digest('hex');

  async function countSince(tx: DbTransaction, condition: ReturnType<typeof and>) {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(verificationCodes)
      .where(condition);
    return row?.count ?? 0;
  }

  /** Refuses when the destination or the IP has had its share of codes in the window. */
  async function enforceThrottles(tx: DbTransaction, input: IssueCodeInput, moment: Date) {
    const { merchantId, purpose, destination, ip, policy } = input;
    const windowStart = minutesBefore(moment, policy.throttleWindowMinutes);
    const cooldownStart = new Date(moment.getTime() - resendCooldownSeconds * 1000);
    const base = eq(verificationCodes.merchantId, merchantId);
    const recentToDestination = await countSince(
      tx,
      and(
        base,
        eq(verificationCodes.destination, destination),
        gt(verificationCodes.createdAt, cooldownStart),
      ),
    );
    const perDestination = await countSince(
      tx,
      and(
        base,
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.destination, destination),
        gt(verificationCodes.createdAt, windowStart),
      ),
    );
    const perIp = await countSince(
      tx,
      and(base, eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, windowStart)),
    );
    if (
      recentToDestination > 0 ||
      perDestination >= policy.codeSendsPerDestination ||
      perIp >= policy.codeSendsPerIp
    ) {
      throw new AppError('too_many_requests');
    }
  }

  async function issueRow(input: IssueCodeInput) {
    const { merchantId, purpose, destination, ip, policy } = input;
    const code = randomCode();
    return db.transaction(async (tx) => {
      // serialise issuing per destination and per IP, so two parallel requests cannot both
      // pass the throttle counts (one lock order everywhere: destination, then IP)
      const destinationKey = `${merchantId}:${destination}`;
      const ipKey = `${merchantId}:${ip}`;
      await tx.execute(
        sql`select pg_advisory_xact_lock(${destinationLockClass}, hashtext(${destinationKey}))`,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(${ipLockClass}, hashtext(${ipKey}))`);
      const moment = now();
      await enforceThrottles(tx, input, moment);
      // a new code retires the older ones still open for the same destination and purpose
      await tx
        .update(verificationCodes)
        .set({ expiresAt: moment })
        .where(
          and(
            eq(verificationCodes.merchantId, merchantId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.destination, destination),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, moment),
          ),
        );
      const [row] = await tx
        .insert(verificationCodes)
        .values({
          merchantId,
          purpose,
          destination,
          codeHash: hashOf(merchantId, purpose, destination, code),
          ip,
          expiresAt: new Date(moment.getTime() + policy.codeExpiredMinutes * 60_000),
          createdAt: moment,
        })
        .returning({ id: verificationCodes.id });
      return { id: row!.id, code, expiredMinutes: policy.codeExpiredMinutes };
    });
  }

  /** Checks the latest code of the destination; counts a wrong guess; returns the row id. */
  async function checkLatest(input: CheckCodeInput): Promise<number> {
    const { merchantId, purpose, destination, code, policy } = input;
    const executor: Db = input.tx ?? db;
    if (code.trim().length === 0) throw new AppError('missing_verification_code');
    const [latest] = await executor
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.destination, destination),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (!latest) throw new AppError('invalid_verification_code');
    if (latest.consumedAt) throw new AppError('code_used');
    if (latest.attempts >= policy.codeMaxAttempts) throw new AppError('invalid_verification_code');
    if (latest.expiresAt.getTime() <= now().getTime()) throw new AppError('code_expired');
    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(hashOf(merchantId, purpose, destination, code.trim()), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await executor
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, latest.id));
      throw new AppError('invalid_verification_code');
    }
    return latest.id;
  }

  return {
    /**
     * Makes a new code for a destination, throttled per destination (and 60 s between any two
     * sends to it) and per IP; older open codes for the same purpose stop working.
     */
    async issue(input: IssueCodeInput): Promise<{ code: string; expiredMinutes: number }> {
      const { code, expiredMinutes } = await issueRow(input);
      return { code, expiredMinutes };
    },

    /**
     * Checks a code without using it up; a wrong guess is counted. Call it outside the
     * transaction that will consume(), so a wrong guess is remembered even if that rolls back.
     */
    async verify(input: CheckCodeInput): Promise<void> {
      await checkLatest(input);
    },

    /**
     * Uses up the latest code of a destination: single-use even under concurrent calls (the
     * conditional UPDATE lets only one through). Given `tx`, it is used up only if tx commits.
     */
    async consume(input: CheckCodeInput): Promise<void> {
      const id = await checkLatest(input);
      const executor: Db = input.tx ?? db;
      const moment = now();
      const used = await executor
        .update(verificationCodes)
        .set({ consumedAt: moment })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.consumedAt),
            lt(verificationCodes.attempts, input.policy.codeMaxAttempts),
            gt(verificationCodes.expiresAt, moment),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (used.length === 0) throw new AppError('code_used');
    },

    /**
     * Issues a code under the brand's policy and sends it by SMS or mail. A transport that
     * fails leaves no usable code behind and answers service_unavailable.
     */
    async deliver(input: DeliverCodeInput): Promise<{ expiredMinutes: number }> {
      const { merchant, purpose, channel, destination } = input;
      const policy = resolveAuthPolicy(merchant.authPolicy);
      const issued = await issueRow({
        merchantId: merchant.id,
        purpose,
        destination,
        ip: input.ip,
        policy,
      });
      const message = codeMessages[input.language ?? merchant.defaultLanguage](
        merchant.name,
        issued.code,
        issued.expiredMinutes,
      );
      const outboxPurpose = `${purpose}-code`;
      try {
        if (channel === 'sms') {
          await messaging.sms.send({
            merchantId: merchant.id,
            to: destination,
            text: message.text,
            purpose: outboxPurpose,
          });
        } else {
          await messaging.mailer.send({
            merchantId: merchant.id,
            to: destination,
            subject: message.subject,
            text: message.text,
            purpose: outboxPurpose,
          });
        }
      } catch (error) {
        // a code nobody received must neither work nor count against the user's sends
        await db.delete(verificationCodes).where(eq(verificationCodes.id, issued.id));
        if (error instanceof MessageDeliveryError) {
          throw new AppError('service_unavailable', { cause: error });
        }
        throw error;
      }
      return { expiredMinutes: issued.expiredMinutes };
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
