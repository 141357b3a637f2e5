import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { resolveAuthPolicy, trialType } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
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

export interface GuardOptions {
  /** Trial accounts may use this call (default: no, 'Please Register An Account First'). */
  allowTrial?: boolean;
  /** The call stays open while a weak or expired password must be changed (info, change, logout). */
  allowPendingPasswordChange?: boolean;
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

/**
 * Builds the guards routes use: `requireMember(options)` returns a preHandler that accepts
 * only a live session of this brand, of an active account, and sets request.member and
 * request.session. Anything else is the 401 'You are not logged in, please login'.
 */
export function createAuthGuard(sessions: SessionsService, members: MembersRepository) {
  return function requireMember(options: GuardOptions = {}): preHandlerAsyncHookHandler {
    return async (request) => {
      const token = tokenOf(request);
      if (!token || token.length > 128) throw new AppError('not_logged_in');
      const policy = resolveAuthPolicy(request.merchant.authPolicy);
      const session = await sessions.resolve(request.merchant.id, token, policy);
      if (!session) throw new AppError('not_logged_in');
      const member = await members.findById(request.merchant.id, session.memberId);
      if (!member || member.status !== 'active') throw new AppError('not_logged_in');
      if (member.expiresAt && member.expiresAt <= new Date()) throw new AppError('not_logged_in');
      if (member.type === trialType && !options.allowTrial) {
        throw new AppError('trial_not_allowed');
      }
      if (session.mustChangePassword && !options.allowPendingPasswordChange) {
        throw new AppError('password_change_required');
      }
      request.member = member;
      request.session = session;
    };
  };
}
export type RequireMember = ReturnType<typeof createAuthGuard>;
