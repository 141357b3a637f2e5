/** The loaders of the tl translation files (see locale-files.ts). */
export const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/tl/*.json', {
  import: 'default',
});
