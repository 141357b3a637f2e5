import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { onDemandNamespaces, readLocaleBundle, startupNamespaces } from './i18n.ts';
import { setUpI18n } from '../testing/test-utils.tsx';

beforeAll(() => setUpI18n('en'));

describe('namespaces loaded on demand', () => {
  it('keeps the member centre’s, the dialogs’ and the game pages’ namespaces out of the first load', async () => {
    const onDemand = await onDemandNamespaces();
    for (const namespace of ['wallet', 'security', 'auth', 'help', 'pages', 'game-lobby']) {
      expect(onDemand).toContain(namespace);
    }
    expect(startupNamespaces).not.toContain('wallet');
    expect(startupNamespaces).not.toContain('security');
    // the shell and the home page need theirs before the first render
    expect(startupNamespaces).toEqual(
      expect.arrayContaining(['common', 'layout', 'errors', 'home']),
    );
    expect(onDemand.filter((ns) => startupNamespaces.includes(ns))).toEqual([]);
  });

  it('reads any namespace file of any language, and nothing for a missing one', async () => {
    const thai = (await readLocaleBundle('th', 'wallet')) as { deposit: { title: string } };
    expect(thai.deposit.title).toBe('ฝากเงิน');
    expect(await readLocaleBundle('th', 'no-such-namespace')).toBeUndefined();
  });

  it('fetches a namespace through i18next the first time it is asked for', async () => {
    await i18next.changeLanguage('tl');
    i18next.removeResourceBundle('tl', 'wallet');
    expect(i18next.hasResourceBundle('tl', 'wallet')).toBe(false);
    await i18next.loadNamespaces('wallet');
    expect(i18next.t('withdraw.title', { ns: 'wallet' })).toBe('Mag-withdraw');
    await i18next.changeLanguage('en');
  });
});
