import type { WhitelabelNode } from './get-whitelabel.ts';

/**
 * Whether a module is in effect: switched on, and every module above it switched on too
 * (a child such as REGMOBVERF3 means nothing while its parent MOBILENUMREG3 is off).
 * A module missing from the tree is off.
 */
export function isWhitelabelEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (!node.enabled) continue;
    if (node.modId === modId) return true;
    if (isWhitelabelEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
