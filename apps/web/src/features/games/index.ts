/**
 * The public face of `games`: the game menus, launch routing, game cards and their start,
 * game-type names. Other features import only this file.
 */
export { gamePaths } from './api/game-paths.ts';
export { useGameMenus } from './api/get-game-menus.ts';
export { gameListQueryOptions } from './api/get-game-pages.ts';
export { memberGamesQueryOptions } from './api/get-member-games.ts';
export { GameCard } from './components/game-card.tsx';
export { useStartGame } from './components/use-start-game.ts';
export { defaultGameImage } from './game-images.ts';
export { gameTypeTitleKeys } from './game-type-labels.ts';
export { gameTypeOfPage } from './game-type-of-page.ts';
export { gameTypePath, hasLargeMenu, vendorPath } from './launch-routing.ts';
export { gameMenusQueryOptions } from './api/get-game-menus.ts';
