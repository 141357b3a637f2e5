export * from './get-game-menus.ts';
export * from './get-games.ts';
export * from './get-winner-board.ts';
export * from './launch-game.ts';
export * from './player-games.ts';
export * from './endpoints/index.ts';
