/** The loaders of the en translation files (see locale-files.ts). */
export const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  import: 'default',
});
