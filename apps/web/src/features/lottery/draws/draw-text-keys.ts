/** Text keys (namespace lottery-draws), named in full so the i18n test sees each one. */

/** Bet type names (native Vietnamese / Thai terms). */
export const typeKeys: Record<string, string> = {
  lo2: 'type.lo2',
  de: 'type.de',
  lo3: 'type.lo3',
  lo4: 'type.lo4',
  dau: 'type.dau',
  duoi: 'type.duoi',
  bacang: 'type.bacang',
  xien: 'type.xien',
  truot: 'type.truot',
  top3: 'type.top3',
  tod3: 'type.tod3',
  front3: 'type.front3',
  back3: 'type.back3',
  top2: 'type.top2',
  bottom2: 'type.bottom2',
  runTop: 'type.runTop',
  runBottom: 'type.runBottom',
};
/** What each bet type wins, in the reader's language. */
export const explainKeys: Record<string, string> = {
  lo2: 'explain.lo2',
  de: 'explain.de',
  lo3: 'explain.lo3',
  lo4: 'explain.lo4',
  dau: 'explain.dau',
  duoi: 'explain.duoi',
  bacang: 'explain.bacang',
  xien: 'explain.xien',
  truot: 'explain.truot',
  top3: 'explain.top3',
  tod3: 'explain.tod3',
  front3: 'explain.front3',
  back3: 'explain.back3',
  top2: 'explain.top2',
  bottom2: 'explain.bottom2',
  runTop: 'explain.runTop',
  runBottom: 'explain.runBottom',
};
/** The menu families. */
export const familyKeys: Record<string, string> = {
  'vn-north': 'family.vn-north',
  'vn-south': 'family.vn-south',
  'vn-central': 'family.vn-central',
  thai: 'family.thai',
};
/** Bet states. */
export const betStateKeys: Record<string, string> = {
  reserved: 'state.reserved',
  placed: 'state.placed',
  won: 'state.won',
  lost: 'state.lost',
  refunded: 'state.refunded',
};
/** Prize tiers of a result sheet. */
export const tierKeys: Record<string, string> = {
  db: 'tier.db',
  g1: 'tier.g1',
  g2: 'tier.g2',
  g3: 'tier.g3',
  g4: 'tier.g4',
  g5: 'tier.g5',
  g6: 'tier.g6',
  g7: 'tier.g7',
  g8: 'tier.g8',
  first: 'tier.first',
  front3: 'tier.front3',
  back3: 'tier.back3',
  back2: 'tier.back2',
};
