/** The loaders of the th translation files (see locale-files.ts). */
export const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/th/*.json', {
  import: 'default',
});
