/**
 * The public face of `brand`: the brand's settings (§3 permission) every screen reads. Other
 * features import only this file.
 */
export { usePermission } from './api/get-permission.ts';
export { permissionQueryOptions } from './api/get-permission.ts';
