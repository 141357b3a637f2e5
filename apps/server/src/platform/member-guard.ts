import type { preHandlerAsyncHookHandler } from 'fastify';

/**
 * The logged-in member guard as routes see it. Identity builds the real one (sessions,
 * accounts, trial and password rules); platform routes and every module take it as a
 * dependency, so none of them needs to know how a login is checked.
 */
export interface MemberGuardOptions {
  /** Trial accounts may use this call (default: no, 'Please Register An Account First'). */
  allowTrial?: boolean;
  /** The call stays open while a weak or expired password must be changed (info, change, logout). */
  allowPendingPasswordChange?: boolean;
  /**
   * Agent-only accounts (types 41, 42) may use this call (default: no, agent_only_forbidden):
   * they run a downline from the agent centre and never play, deposit or withdraw as players.
   */
  allowAgentOnly?: boolean;
}

/** Returns a preHandler that sets request.member and request.session, or refuses with 401. */
export type RequireMember = (options?: MemberGuardOptions) => preHandlerAsyncHookHandler;
