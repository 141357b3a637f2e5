/** The lottery pages' public face: what other features use (the verify page's lottery panel). */
export { LotteryVerifyPanel } from './fast/verify/lottery-verify-panel.tsx';
