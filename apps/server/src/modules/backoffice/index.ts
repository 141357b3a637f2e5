/**
 * The back office's public face: staff sessions and roles (other modules' operator routes
 * use `requireStaff`), and the operator routes of its own (adjustments, audit).
 */
export { backofficeModule, type BackofficeModuleDeps } from './backoffice.module.ts';
export { createStaffAuth, type StaffAuth, type StaffIdentity } from './staff-auth.ts';
export { createStaffTwoFactor, twoFactorRoles, type StaffTwoFactor } from './staff-two-factor.ts';
