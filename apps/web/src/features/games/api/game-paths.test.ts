import { describe, expect, it } from 'vitest';
import { gamePathFor, gamePaths as contractPaths } from '@lobby/contracts';
import { favouritePath, gamePaths } from './game-paths.ts';

describe('game paths', () => {
  it('are the contracts’ paths', () => {
    for (const [name, path] of Object.entries(gamePaths)) {
      expect(contractPaths[name as keyof typeof contractPaths], name).toBe(path);
    }
    expect(favouritePath(42)).toBe(gamePathFor(contractPaths.favourite, 42));
  });
});
