export * from './get-game-menus.ts';
export * from './get-games.ts';
export * from './get-winner-board.ts';
