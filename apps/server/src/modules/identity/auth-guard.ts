import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isAgentOnlyType, resolveAuthPolicy, trialType } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { MemberGuardOptions, RequireMember } from '../../platform/member-guard.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';
import type { SessionRow, SessionsService } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account; set by an auth guard before the handler runs. */
    member: MemberRow;
    /** The session the token belongs to. */
    session: SessionRow;
  }
}

/** The token a call carries: the `token` header, or `Authorization: Bearer`. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    return authorization.slice(7);
  }
  return undefined;
}

/** The live session and active account behind a request's token, or undefined. */
async function findLogin(
  request: FastifyRequest,
  sessions: SessionsService,
  members: MembersRepository,
): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
  const token = tokenOf(request);
  if (!token || token.length > 128) return undefined;
  const policy = resolveAuthPolicy(request.merchant.authPolicy);
  const session = await sessions.resolve(request.merchant.id, token, policy);
  if (!session) return undefined;
  const member = await members.findById(request.merchant.id, session.memberId);
  if (!member || member.status !== 'active') return undefined;
  if (member.expiresAt && member.expiresAt <= new Date()) return undefined;
  return { session, member };
}

/**
 * For calls open to everyone that answer differently when logged in (announcements): the
 * logged-in account, or undefined for a guest or a dead token. Never refuses.
 */
export function createLoginReader(sessions: SessionsService, members: MembersRepository) {
  return (
    request: FastifyRequest,
  ): Promise<{ session: SessionRow; member: MemberRow } | undefined> =>
    findLogin(request, sessions, members);
}
export type ReadLogin = ReturnType<typeof createLoginReader>;

/**
 * Builds the guards routes use: `requireMember(options)` returns a preHandler that accepts
 * only a live session of this brand, of an active account, and sets request.member and
 * request.session. Anything else is the 401 'You are not logged in, please login'.
 */
export function createAuthGuard(
  sessions: SessionsService,
  members: MembersRepository,
): RequireMember {
  return function requireMember(options: MemberGuardOptions = {}): preHandlerAsyncHookHandler {
    return async (request) => {
      const login = await findLogin(request, sessions, members);
      if (!login) throw new AppError('not_logged_in');
      const { session, member } = login;
      if (member.type === trialType && !options.allowTrial) {
        throw new AppError('trial_not_allowed');
      }
      if (isAgentOnlyType(member.type) && !options.allowAgentOnly) {
        throw new AppError('agent_only_forbidden');
      }
      if (session.mustChangePassword && !options.allowPendingPasswordChange) {
        throw new AppError('password_change_required');
      }
      request.member = member;
      request.session = session;
    };
  };
}
