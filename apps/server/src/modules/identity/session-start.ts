import type { LoginSuccess } from '@lobby/contracts';
import type { BrandContext, IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { MemberRow } from './members.repository.ts';
import type { LoginMethod } from './sessions.service.ts';

/**
 * Whether a password login must change the password before anything else (§4.3 step 5): it
 * is the brand's weak default, or it is older than the brand's expiry (when PASSEXPIRY3 is on).
 */
export async function mustChangePassword(
  deps: Pick<IdentityDeps, 'isFeatureOn'>,
  brand: BrandContext,
  member: MemberRow,
  password: string,
): Promise<boolean> {
  if (password === brand.policy.weakDefaultPassword) return true;
  if (brand.policy.passwordExpiryDays === 0) return false;
  if (!(await deps.isFeatureOn(brand.merchant.id, 'PASSEXPIRY3'))) return false;
  const expires = member.passwordChangedAt.getTime() + brand.policy.passwordExpiryDays * 86_400_000;
  return expires <= Date.now();
}

/** Opens a session for a member who has proven who they are, and logs it. */
export async function startSession(
  deps: Pick<IdentityDeps, 'sessions' | 'members' | 'audit'>,
  brand: BrandContext,
  origin: RequestOrigin,
  member: MemberRow,
  method: LoginMethod,
  changePassword: boolean,
): Promise<LoginSuccess> {
  const token = await deps.sessions.create(
    {
      merchantId: brand.merchant.id,
      memberId: member.id,
      method,
      mustChangePassword: changePassword,
      isFirstLogin: member.isFirstLogin,
      ip: origin.ip,
      userAgent: origin.userAgent,
    },
    brand.policy,
  );
  await deps.members.markLoggedIn(member.id, origin.ip);
  await deps.audit.record(
    {
      merchantId: brand.merchant.id,
      memberId: member.id,
      username: member.username,
      event: method === 'trial' ? 'trial_login' : method === 'handoff' ? 'handoff' : 'login',
      outcome: 'success',
      reason: method,
    },
    origin,
  );
  return {
    status: 'ok',
    token,
    firstTimeLogin: member.isFirstLogin,
    passwordExpired: changePassword,
  };
}
