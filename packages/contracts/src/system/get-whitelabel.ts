import { z } from 'zod';

/** White-label feature module codes of §3. */
export const whitelabelModuleIds = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'PTSYS3',
  'FREEPLAY3',
  'PASSEXPIRY3',
  'SMSCODELOGIN3',
] as const;
export const whitelabelModuleIdSchema = z.enum(whitelabelModuleIds);
export type WhitelabelModuleId = z.infer<typeof whitelabelModuleIdSchema>;

export interface WhitelabelNode {
  /** Module code, e.g. USERNAMEREG3. */
  modId: string;
  /** Whether the brand has the module switched on. */
  enabled: boolean;
  /** Sub-modules; a child is effective only when its parent is enabled too. */
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.boolean(),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

export const getWhitelabelResponseSchema = z.array(whitelabelNodeSchema);
export type GetWhitelabelResponse = z.infer<typeof getWhitelabelResponseSchema>;
