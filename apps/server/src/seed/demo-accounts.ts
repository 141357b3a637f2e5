import { hashPassword } from '../modules/identity/index.ts';
import { members } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/** The demo logins, printed in the README. Passwords are demo-only and public. */
export const demoAccounts = {
  member: { username: 'demo', password: 'Lotus#2026' },
  agent: { username: 'agent', password: 'Lotus#2026' },
  agentOnly: { username: 'agentpro', password: 'Lotus#2026' },
  /** Holds the brand's weak default password, so logging in forces a change. */
  weakDefault: { username: 'newbie', password: 'Lobby@123' },
} as const;

/**
 * Accounts of the demo brand: a member, an agent (type 1, invitation code LOTUS8) with the
 * member and the weak-default account as downlines, and an agent-only account (type 41).
 */
export async function seedDemoAccounts(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const strongHash = await hashPassword(demoAccounts.member.password);
  const [agent] = await tx
    .insert(members)
    .values({
      merchantId,
      username: demoAccounts.agent.username,
      type: 1,
      nickname: 'Agent Mali',
      passwordHash: strongHash,
      email: 'agent@lotus.example',
      countryDialingCode: '+66',
      mobileNum: '811111111',
      invitationCode: 'LOTUS8',
      isFirstLogin: false,
    })
    .returning({ id: members.id });
  if (!agent) throw new Error('agent insert returned nothing');
  const rows = await tx
    .insert(members)
    .values([
      {
        merchantId,
        username: demoAccounts.member.username,
        type: 0,
        nickname: 'Somchai',
        passwordHash: strongHash,
        email: 'demo@lotus.example',
        countryDialingCode: '+66',
        mobileNum: '812345678',
        payeeName: 'Somchai Jaidee',
        birthday: '1990-04-13',
        parentId: agent.id,
        isFirstLogin: false,
      },
      {
        merchantId,
        username: demoAccounts.weakDefault.username,
        type: 0,
        nickname: 'Newbie',
        passwordHash: await hashPassword(demoAccounts.weakDefault.password),
        email: 'newbie@lotus.example',
        parentId: agent.id,
      },
      {
        merchantId,
        username: demoAccounts.agentOnly.username,
        type: 41,
        nickname: 'Agent Pro',
        passwordHash: strongHash,
        email: 'agentpro@lotus.example',
        invitationCode: 'LOTUSPRO',
        isFirstLogin: false,
      },
    ])
    .returning({ id: members.id });
  counts.members = rows.length + 1;
}
