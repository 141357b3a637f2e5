export * from './get-status.ts';
export * from './get-whitelabel.ts';
export * from './get-register-settings.ts';
export * from './get-domain-routes.ts';
export * from './get-help-center.ts';
export * from './get-permission.ts';
export * from './update-language.ts';
