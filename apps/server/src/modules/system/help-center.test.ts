import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { helpTopicCodes, type HelpTopic } from '@lobby/contracts';
import { helpTopics, merchants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const help = async (query: string) => ctx.app.inject({ url: `/wps/system/helpCenter${query}` });
const topics = async (query: string): Promise<HelpTopic[]> => (await help(query)).json().value;
const byCode = (list: HelpTopic[], code: string) => list.find((topic) => topic.code === code);

describe('GET /wps/system/helpCenter', () => {
  it('answers every seeded topic in sort order', async () => {
    const res = await help('?lang=en&device=WEB');
    expect(res.statusCode).toBe(200);
    const list: HelpTopic[] = res.json().value;
    expect(list.map((topic) => topic.code)).toEqual([...helpTopicCodes]);
    const sorts = list.map((topic) => topic.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('answers English text by default', async () => {
    const list = await topics('');
    expect(byCode(list, 'term')?.title).toBe('Terms & Conditions');
    const responsible = byCode(list, 'responsible');
    expect(responsible?.title).toBe('Responsible Gaming');
    expect(responsible?.content).toContain('at least 21 years old');
    expect(responsible?.content).toContain('<a href="tel:1323">1323</a>');
    expect(responsible?.content).toContain('Self-exclusion');
  });

  it('answers Thai text', async () => {
    const list = await topics('?lang=th');
    expect(byCode(list, 'term')?.title).toBe('ข้อกำหนดและเงื่อนไข');
    expect(byCode(list, 'responsible')?.content).toContain('อายุอย่างน้อย 21 ปี');
    expect(byCode(list, 'deposit')?.title).toBe('วิธีฝากเงิน');
  });

  it('answers Tagalog text', async () => {
    const list = await topics('?lang=tl');
    expect(byCode(list, 'term')?.title).toBe('Mga Tuntunin at Kundisyon');
    expect(byCode(list, 'responsible')?.content).toContain('21 taong gulang');
    expect(byCode(list, 'withdrawal')?.title).toBe('Paano Mag-withdraw');
  });

  it('writes real text: several sections per topic in every language', async () => {
    for (const lang of ['en', 'th', 'tl']) {
      for (const topic of await topics(`?lang=${lang}`)) {
        expect(topic.content.length, `${lang}/${topic.code}`).toBeGreaterThan(400);
        expect(topic.content).toMatch(/<(h3|ul)>/);
      }
    }
  });

  it.each([
    ['?lang=fr', 'querystring.lang'],
    ['?lang=EN', 'querystring.lang'],
    ['?device=MOBILE', 'querystring.device'],
  ])('refuses %s with the validation envelope', async (query, field) => {
    const res = await help(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: 'validation_failed',
      messageKey: 'err_validation_failed',
    });
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('serves hostile HTML stored in the table clean', async () => {
    const [brand] = await ctx.database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    const hostile = [
      '<h3>Win big</h3>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">click</a>',
      '<a href="https://example.com/" onclick="alert(4)">safe link</a>',
      '<p style="position:fixed;top:0">overlay</p>',
      '<iframe src="https://evil.example/"></iframe>',
      '<svg><script>alert(5)</script></svg>',
    ].join('');
    await ctx.database.db.insert(helpTopics).values({
      merchantId: brand!.id,
      code: 'hostile',
      title: { en: 'Hostile', th: 'Hostile', tl: 'Hostile' },
      content: { en: hostile, th: hostile, tl: hostile },
      sort: 999,
    });
    const topic = byCode(await topics('?lang=th'), 'hostile');
    expect(topic).toBeDefined();
    const content = topic!.content;
    expect(content).toContain('<h3>Win big</h3>');
    expect(content).toContain('<a href="https://example.com/">safe link</a>');
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|<svg|alert/i);
    await ctx.database.db.delete(helpTopics).where(eq(helpTopics.code, 'hostile'));
  });

  it('falls back to the default language when a translation is empty', async () => {
    await ctx.database.db
      .update(helpTopics)
      .set({ title: { en: 'About Us', th: '', tl: 'Tungkol sa Amin' } })
      .where(eq(helpTopics.code, 'about'));
    expect(byCode(await topics('?lang=th'), 'about')?.title).toBe('About Us');
  });
});
