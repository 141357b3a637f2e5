import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAgentAnnouncements, getAnnouncements } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { brandHeaders, loginToken } from '../../../test/login-kit.ts';

describe('agent announcements', () => {
  let ctx: TestContext;
  const get = (url: string, token: string, query: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...brandHeaders, token }, query });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('lists the seeded agent announcements in the asked language, newest first', async () => {
    const token = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const response = await get(getAgentAnnouncements.path, token, { lang: 'th' });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.totalElements).toBe(2);
    expect(value.content.map((item: { title: string }) => item.title)).toEqual([
      'ส่งอั่งเปาให้ทีมของคุณ',
      'กำหนดการจ่ายเงินเดือนตัวแทน',
    ]);

    // never among the member site's announcements
    const member = await get(getAnnouncements.path, token, { lang: 'th' });
    const titles = member.json().value.map((item: { title: string }) => item.title);
    expect(titles).not.toContain('ส่งอั่งเปาให้ทีมของคุณ');
  });

  it('refuses a member that is not an agent', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const response = await get(getAgentAnnouncements.path, token);
    expect([response.statusCode, response.json().code]).toEqual([403, 'not_an_agent']);
  });
});
