import type { WhitelabelNode } from '@lobby/contracts';
import type { WhitelabelModuleRow } from './system.repository.ts';

/**
 * Builds the white-label tree (§3: modId, enabled, childrenNodes) from the flat module rows.
 *
 * The demo brand's tree: registration by username (USERNAMEREG3) and by mobile
 * (MOBILENUMREG3) are roots, and the two options that only mean something for mobile
 * registration hang under it: MOBILENUMPASSREG3 (the member also sets a password) and
 * REGMOBVERF3 (the number is verified by an SMS code). The other features are independent
 * roots: CHNGPASSVERIF3, AGENTPOLICY3, PTSYS3, FREEPLAY3, PASSEXPIRY3, SMSCODELOGIN3.
 * A child is in effect only while every ancestor is enabled (see `isWhitelabelEnabled`).
 *
 * Siblings keep the rows' order (sort, then modId). A row whose parent is missing becomes a
 * root rather than vanishing; rows caught in a parent cycle are unreachable and left out.
 */
export function buildWhitelabelTree(rows: readonly WhitelabelModuleRow[]): WhitelabelNode[] {
  const known = new Set(rows.map((row) => row.modId));
  const childrenOf = new Map<string | null, WhitelabelModuleRow[]>();
  for (const row of rows) {
    const parent = row.parentModId !== null && known.has(row.parentModId) ? row.parentModId : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(row);
    childrenOf.set(parent, siblings);
  }
  const visited = new Set<string>();
  const build = (parent: string | null): WhitelabelNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((row) => !visited.has(row.modId) && visited.add(row.modId))
      .map((row) => ({ modId: row.modId, enabled: row.enabled, childrenNodes: build(row.modId) }));
  return build(null);
}
