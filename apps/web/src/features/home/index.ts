/** The public face of `home`: the banners, which the side menu shows too. */
export { useBanners } from './api/get-banners.ts';
