/** §8: game and vendor images that fail to load fall back to the default game icon. */
export const defaultGameImage = '/demo/lotus/default-game.svg';
