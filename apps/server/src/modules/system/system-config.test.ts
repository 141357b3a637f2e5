import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  getRegisterSettingsResponseSchema,
  registerFieldNames,
  validateFieldValue,
  type RegisterFieldRule,
} from '@lobby/contracts';
import { merchants, registerFieldRules, whitelabelModules } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { tableRowCounts } from './testing/table-row-counts-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function lotusId(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'lotus'));
  if (!row) throw new Error('demo brand missing');
  return row.id;
}

async function setModule(modId: string, enabled: boolean): Promise<void> {
  await ctx.database.db
    .update(whitelabelModules)
    .set({ enabled })
    .where(
      and(eq(whitelabelModules.merchantId, await lotusId()), eq(whitelabelModules.modId, modId)),
    );
}

describe('GET /wps/system/whitelabel', () => {
  it('answers the seeded tree with mobile registration options under MOBILENUMREG3', async () => {
    const res = await get('/wps/system/whitelabel');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value).toEqual([
      { modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] },
      {
        modId: 'MOBILENUMREG3',
        enabled: false,
        childrenNodes: [
          { modId: 'MOBILENUMPASSREG3', enabled: true, childrenNodes: [] },
          { modId: 'REGMOBVERF3', enabled: true, childrenNodes: [] },
        ],
      },
      { modId: 'SMSCODELOGIN3', enabled: true, childrenNodes: [] },
      { modId: 'CHNGPASSVERIF3', enabled: true, childrenNodes: [] },
      { modId: 'PASSEXPIRY3', enabled: true, childrenNodes: [] },
      { modId: 'FREEPLAY3', enabled: true, childrenNodes: [] },
      { modId: 'AGENTPOLICY3', enabled: true, childrenNodes: [] },
      { modId: 'PTSYS3', enabled: true, childrenNodes: [] },
    ]);
  });

  it('reflects a change made in the table', async () => {
    await setModule('PTSYS3', false);
    const res = await get('/wps/system/whitelabel');
    const ptsys = res.json().value.find((node: { modId: string }) => node.modId === 'PTSYS3');
    expect(ptsys.enabled).toBe(false);
    await setModule('PTSYS3', true);
  });

  it('refuses an unknown merchant with the 404 envelope', async () => {
    const res = await get('/wps/system/whitelabel', { host: 'nowhere.example', merchant: 'ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, messageKey: 'err_unknown_merchant' });
  });
});

describe('GET /wps/system/setting/register', () => {
  /** Looks a field's rule up, failing the test when the answer lacks it. */
  const rulesByField = (rules: RegisterFieldRule[]) => (field: string) => {
    const found = rules.find((rule) => rule.field === field);
    if (!found) throw new Error(`no rule for ${field}`);
    return found;
  };

  it('answers username mode with one valid rule per field', async () => {
    const res = await get('/wps/system/setting/register');
    expect(res.statusCode).toBe(200);
    const value = getRegisterSettingsResponseSchema.parse(res.json().value);
    expect(value).toMatchObject({
      mode: 'username',
      minimumAge: 21,
      phoneDigits: { min: 9, max: 10 },
      countryDialingCode: '+66',
    });
    expect(value.rules.map((rule) => rule.field).sort()).toEqual([...registerFieldNames].sort());
    expect(value.rules[0]?.field).toBe('username');
    const rule = rulesByField(value.rules);
    expect(rule('username')).toEqual({
      field: 'username',
      enabled: true,
      required: true,
      acceptedPattern: '[A-Za-z][A-Za-z0-9]*',
      patternId: 'letter_then_alnum',
      minLength: 4,
      maxLength: 16,
    });
    expect(rule('payeeName')).toMatchObject({ enabled: true, patternId: 'thai_or_english_spaces' });
    expect(rule('qqNum')).toMatchObject({ enabled: false });
    expect(rule('verificationCode')).toMatchObject({ enabled: false });
  });

  it('serves rules that accept realistic values and refuse bad ones', async () => {
    const rule = rulesByField((await get('/wps/system/setting/register')).json().value.rules);
    const ok: [string, string][] = [
      ['username', 'lotus88'],
      ['password', 'Secret123'],
      ['mobileNum', '0812345678'],
      ['email', 'somchai@example.co.th'],
      ['payeeName', 'สมชาย ใจดี'],
      ['payeeName', 'Juan dela Cruz'],
      ['birthday', '05-11-1990'],
      ['line', 'somchai.j'],
      ['affiliateCode', 'AGENT01'],
    ];
    for (const [field, value] of ok) expect(validateFieldValue(rule(field), value)).toBeNull();
    const bad: [string, string][] = [
      ['username', '1lotus'],
      ['password', 'onlyletters'],
      ['password', '12345678'],
      ['mobileNum', '08-1234-5678'],
      ['email', 'not-an-email'],
      ['payeeName', 'R2-D2'],
      ['birthday', '1990-11-05'],
    ];
    for (const [field, value] of bad) expect(validateFieldValue(rule(field), value)).not.toBeNull();
  });

  it('switches to mobile mode when the brand chooses it and MOBILENUMREG3 is on', async () => {
    const id = await lotusId();
    await ctx.database.db
      .update(merchants)
      .set({ registerMode: 'mobile' })
      .where(eq(merchants.id, id));
    // chosen but the module is off: still username
    expect((await get('/wps/system/setting/register')).json().value.mode).toBe('username');
    await setModule('MOBILENUMREG3', true);
    const value = (await get('/wps/system/setting/register')).json().value;
    expect(value.mode).toBe('mobile');
    const rule = rulesByField(value.rules);
    expect(rule('mobileNum')).toMatchObject({
      enabled: true,
      required: true,
      minLength: 9,
      maxLength: 10,
    });
    expect(rule('verificationCode')).toMatchObject({ enabled: true, required: true });
    expect(rule('password')).toMatchObject({ enabled: true, required: true });
    await setModule('MOBILENUMREG3', false);
    await ctx.database.db
      .update(merchants)
      .set({ registerMode: 'username' })
      .where(eq(merchants.id, id));
  });

  it('fills a field the brand has no rule for as hidden', async () => {
    const id = await lotusId();
    await ctx.database.db
      .delete(registerFieldRules)
      .where(and(eq(registerFieldRules.merchantId, id), eq(registerFieldRules.field, 'wechat')));
    const rule = rulesByField((await get('/wps/system/setting/register')).json().value.rules);
    expect(rule('wechat')).toMatchObject({ enabled: false, required: false, acceptedPattern: '*' });
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('answers the brand hosts, the main one first', async () => {
    const res = await get('/wps/system/domainRoute');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: [
        { domain: 'localhost', type: 'member', isMain: true },
        { domain: '127.0.0.1', type: 'member', isMain: false },
        { domain: 'agent.localhost', type: 'agent', isMain: false },
      ],
    });
  });

  it('resolves the brand from an agent host', async () => {
    const res = await get('/wps/system/domainRoute', { host: 'agent.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toHaveLength(3);
  });
});

describe('every system endpoint', () => {
  it.each([
    ['GET', '/wps/system/status'],
    ['GET', '/wps/system/whitelabel'],
    ['GET', '/wps/system/setting/register'],
    ['GET', '/wps/system/domainRoute'],
    ['GET', '/wps/system/helpCenter?lang=th'],
    ['GET', '/wps/system/permission'],
    ['PUT', '/wps/system/language'],
  ] as const)('refuses %s %s for an unknown merchant, writing nothing', async (method, url) => {
    const before = await tableRowCounts(ctx.database.db);
    const res = await ctx.app.inject({
      method,
      url,
      headers: { host: 'unrouted.example', merchant: 'ghost', 'content-type': 'application/json' },
      ...(method === 'PUT' ? { payload: JSON.stringify({ language: 'th' }) } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'unknown_merchant',
      messageKey: 'err_unknown_merchant',
      message: 'This site is not configured, please contact customer service',
    });
    expect(await tableRowCounts(ctx.database.db)).toEqual(before);
  });
});
