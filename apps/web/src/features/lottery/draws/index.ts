/** The official draws' pages (VN and Thai), loaded lazily from the routes. */
export { VnLotteryPage } from './vn-lottery-page.tsx';
export { SeaLotteryPage } from './sea-lottery-page.tsx';
