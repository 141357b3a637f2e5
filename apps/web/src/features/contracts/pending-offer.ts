import type { Consolidated } from '@lobby/contracts';

/** The consolidated info's contract request types (§3), one per kind. */
const requestTypeFields = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreqtype',
  'realtimesalreqtype',
] as const satisfies ReadonlyArray<keyof Consolidated>;

/** 1: an offer of that kind awaits this account's answer (open the contract dialog, §2.4). */
const offerPending = 1;

/** Whether any kind has an offer awaiting the account's answer. */
export function hasPendingOffer(info: Consolidated | undefined): boolean {
  return info !== undefined && requestTypeFields.some((field) => info[field] === offerPending);
}

/** The kinds with an offer awaiting an answer, as one text ('' when none). */
export function pendingOfferKey(info: Consolidated): string {
  return requestTypeFields.filter((field) => info[field] === offerPending).join(',');
}
