import type { StaffRole } from '@lobby/contracts';
import { hashPassword } from '../modules/identity/index.ts';
import { staffUsers } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/** The demo brand's operators, printed in the README. Passwords are demo-only and public. */
export const demoStaff = {
  cashier: { username: 'cashier', password: 'Lotus#2026', roles: ['cashier'] },
  finance: { username: 'finance', password: 'Lotus#2026', roles: ['finance'] },
  admin: { username: 'admin', password: 'Lotus#2026', roles: ['admin'] },
} as const satisfies Record<StaffRole, { username: string; password: string; roles: StaffRole[] }>;

/**
 * A second admin: official lottery results need a second operator's confirmation
 * (docs/lottery.md "Results"), so the demo brand has two.
 */
export const demoSecondAdmin = {
  username: 'admin2',
  password: 'Lotus#2026',
  roles: ['admin'],
} as const;

/** Back-office accounts of the demo brand: one cashier, one finance officer, two admins. */
export async function seedDemoStaff(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  // one argon2 hash for the shared demo password: seeding runs for every test database
  const passwordHash = await hashPassword(demoStaff.admin.password);
  const rows = await tx
    .insert(staffUsers)
    .values(
      [...Object.values(demoStaff), demoSecondAdmin].map((staff) => ({
        merchantId,
        username: staff.username,
        passwordHash,
        roles: [...staff.roles],
      })),
    )
    .returning({ id: staffUsers.id });
  counts.staff_users = (counts.staff_users ?? 0) + rows.length;
}
