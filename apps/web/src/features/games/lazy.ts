/**
 * The second public face of `games`, for lazy areas only: what no first-load screen uses.
 * Re-exported from index.ts, such a module would ride in the shell's chunk with the barrel
 * (the first load has no room for it); lazy-areas.ts keeps this file out of the first load.
 */
export { useStartVendor } from './components/use-start-vendor.ts';
