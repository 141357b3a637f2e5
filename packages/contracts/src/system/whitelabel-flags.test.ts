import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from './get-whitelabel.ts';
import { isWhitelabelEnabled } from './whitelabel-flags.ts';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []) => ({
  modId,
  enabled,
  childrenNodes,
});

describe('isWhitelabelEnabled', () => {
  const tree = [
    node('USERNAMEREG3', true),
    node('MOBILENUMREG3', false, [node('REGMOBVERF3', true)]),
    node('PTSYS3', true, [node('CHILD_ON', true), node('CHILD_OFF', false)]),
  ];

  it('is on for an enabled root and an enabled child of an enabled parent', () => {
    expect(isWhitelabelEnabled(tree, 'USERNAMEREG3')).toBe(true);
    expect(isWhitelabelEnabled(tree, 'CHILD_ON')).toBe(true);
  });

  it('is off for a disabled module, a child of a disabled parent, and a missing module', () => {
    expect(isWhitelabelEnabled(tree, 'MOBILENUMREG3')).toBe(false);
    expect(isWhitelabelEnabled(tree, 'REGMOBVERF3')).toBe(false);
    expect(isWhitelabelEnabled(tree, 'CHILD_OFF')).toBe(false);
    expect(isWhitelabelEnabled(tree, 'FREEPLAY3')).toBe(false);
  });
});
