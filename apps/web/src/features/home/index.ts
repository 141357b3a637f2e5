/** The public face of `home`: the banners, which the side menu shows too; the start-up prefetch. */
export { useBanners } from './api/get-banners.ts';
export { prefetchHome } from './prefetch-home.ts';
export { bannersQueryOptions } from './api/get-banners.ts';
