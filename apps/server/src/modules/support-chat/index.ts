/**
 * The live-support chat's public face (issue 15 item 3): the module (visitor calls, operator
 * console API, chat socket), its offline-form port and the stand-in that stores offline
 * messages until the feedback module takes them. docs/member-services.md.
 */
export { supportChatModule, type SupportChatModuleDeps } from './support-chat.module.ts';
export type { OfflineMessage, SubmitOfflineMessage } from './ports.ts';
export { isWithinOfficeHours, allDayOfficeHours } from './office-hours.ts';
