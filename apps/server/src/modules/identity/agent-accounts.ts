import { randomInt } from 'node:crypto';
import { patternMessages, validateFieldValue, type FieldError } from '@lobby/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { fieldError, fieldErrorOf } from '../../platform/field-errors.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { BrandSettings } from '../system/index.ts';
import type { Member } from './member.ts';
import { checkNewPassword, hashPassword } from './password-policy.ts';
import { uniqueViolationOf } from './registration.service.ts';

/** A username when the brand has no rule of its own: a letter, then letters and digits. */
const fallbackUsername = /^[a-z][a-z0-9]{3,31}$/i;
/** Invitation codes avoid letters and digits that read alike (0/O, 1/I). */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 8;

export interface DownlineAccountInput {
  /** The upline agent; null for a top-level agent the operator opens. */
  parentId: number | null;
  username: string;
  password: string;
  /** Must repeat the password when given (registerCenter asks for it). */
  confirmPassword?: string;
  type: number;
  nickname?: string;
}

function newInvitationCode(): string {
  return Array.from(
    { length: codeLength },
    () => codeAlphabet[randomInt(codeAlphabet.length)],
  ).join('');
}

/**
 * Accounts opened for someone else: an agent's registerCenter (a member or sub-agent under
 * itself) and the operator's new agents; and the invitation code of an agent's referral link.
 * Identity owns the accounts table, so the agents and back-office code come here for both.
 */
export function createAgentAccounts(db: Db, settings: Pick<BrandSettings, 'ruleOf'>) {
  async function checkInput(merchant: Merchant, input: DownlineAccountInput): Promise<void> {
    const errors: FieldError[] = [];
    const usernameRule = await settings.ruleOf(merchant, 'username');
    const username = input.username.trim();
    const problem = usernameRule
      ? validateFieldValue({ ...usernameRule, required: true }, username)
      : null;
    if (problem) errors.push(fieldErrorOf('body.username', problem));
    else if (!usernameRule && !fallbackUsername.test(username)) {
      errors.push(
        fieldErrorOf('body.username', {
          messageKey: patternMessages.letter_then_alnum.messageKey,
          min: 4,
          max: 32,
        }),
      );
    }
    const passwordRule = await settings.ruleOf(merchant, 'password');
    errors.push(...checkNewPassword(input.password, 'body.password', passwordRule));
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      errors.push(
        fieldError('body.confirmPassword', 'confirm_mismatch', 'Incorrect confirmation input'),
      );
    }
    if (errors.length > 0) throw new AppError('validation_failed', { fields: errors });
  }

  return {
    /** Opens an account under `parentId` after the brand's username and password rules. */
    async open(merchant: Merchant, input: DownlineAccountInput): Promise<Member> {
      await checkInput(merchant, input);
      const username = input.username.trim().toLowerCase();
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(members)
          .values({
            merchantId: merchant.id,
            username,
            type: input.type,
            nickname: input.nickname ?? username,
            passwordHash,
            parentId: input.parentId,
          })
          .returning();
        return row!;
      } catch (error) {
        if (uniqueViolationOf(error)) throw new AppError('username_taken', { cause: error });
        throw error;
      }
    },

    /** The agent's invitation code, made (random, unique in the brand) when it has none yet. */
    async ensureInvitationCode(merchantId: number, memberId: number): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [current] = await db
          .select({ code: members.invitationCode })
          .from(members)
          .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
        if (!current) throw new AppError('account_not_found');
        if (current.code) return current.code;
        try {
          await db
            .update(members)
            .set({ invitationCode: newInvitationCode() })
            .where(and(eq(members.id, memberId), isNull(members.invitationCode)));
        } catch (error) {
          // another account holds this code already: draw again
          if (!uniqueViolationOf(error)) throw error;
        }
      }
      throw new AppError('unknown');
    },
  };
}
export type AgentAccounts = ReturnType<typeof createAgentAccounts>;
