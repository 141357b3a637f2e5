import { describe, expect, it } from 'vitest';
import { buildWhitelabelTree } from './whitelabel-tree.ts';

const row = (modId: string, parentModId: string | null, enabled = true, sort = 0) => ({
  modId,
  parentModId,
  enabled,
  sort,
});

describe('buildWhitelabelTree', () => {
  it('nests children under their parent, keeping row order', () => {
    const tree = buildWhitelabelTree([
      row('A', null),
      row('B', null, false),
      row('B1', 'B'),
      row('B2', 'B', false),
      row('B1a', 'B1'),
    ]);
    expect(tree).toEqual([
      { modId: 'A', enabled: true, childrenNodes: [] },
      {
        modId: 'B',
        enabled: false,
        childrenNodes: [
          {
            modId: 'B1',
            enabled: true,
            childrenNodes: [{ modId: 'B1a', enabled: true, childrenNodes: [] }],
          },
          { modId: 'B2', enabled: false, childrenNodes: [] },
        ],
      },
    ]);
  });

  it('makes a row whose parent is missing a root', () => {
    expect(buildWhitelabelTree([row('ORPHAN', 'GONE')])).toEqual([
      { modId: 'ORPHAN', enabled: true, childrenNodes: [] },
    ]);
  });

  it('leaves out rows caught in a parent cycle instead of looping', () => {
    const tree = buildWhitelabelTree([row('ROOT', null), row('X', 'Y'), row('Y', 'X')]);
    expect(tree).toEqual([{ modId: 'ROOT', enabled: true, childrenNodes: [] }]);
  });

  it('answers an empty tree for no rows', () => {
    expect(buildWhitelabelTree([])).toEqual([]);
  });
});
