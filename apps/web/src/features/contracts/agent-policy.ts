import type { WhitelabelNode } from '@lobby/contracts';

/** §6: the consolidated contract info is fetched only when the brand has AGENTPOLICY3 on. */
const agentPolicyModule = 'AGENTPOLICY3';

/** Whether a module is switched on, its ancestors too (a child counts only under an enabled parent). */
export function isModuleEnabled(nodes: readonly WhitelabelNode[], modId: string): boolean {
  return nodes.some(
    (node) => node.enabled && (node.modId === modId || isModuleEnabled(node.childrenNodes, modId)),
  );
}

/** Whether the brand runs the agent policy (contracts, the consolidated contract info). */
export function hasAgentPolicy(nodes: readonly WhitelabelNode[] | undefined): boolean {
  return nodes !== undefined && isModuleEnabled(nodes, agentPolicyModule);
}
