export { defaultGameImage } from '../../components/games/game-images.ts';
