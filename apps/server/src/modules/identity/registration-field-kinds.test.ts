import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { registerFieldRules } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app-kit.ts';
import {
  createRegistrationKit,
  fieldKeys,
  openDemoBrandApp,
} from '../../../test/registration-kit.ts';

const freeFields = [
  'qqNum',
  'idNumber',
  'facebook',
  'payeeName',
  'line',
  'whatsapp',
  'wechat',
  'referralCode',
] as const;

describe('registration: free fields are checked by their kind', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let db: Db;
  let merchantId: number;
  const { validBody, register, failsWithoutAccount } = createRegistrationKit(
    () => ({ app, db, merchantId }),
    { ipBlock: 47 },
  );

  beforeAll(async () => {
    let merchant: { id: number };
    ({ context, app, db, merchant } = await openDemoBrandApp());
    merchantId = merchant.id;
    // the brand shows them all and accepts anything: only the fields' kinds stand in the way
    await db
      .update(registerFieldRules)
      .set({
        enabled: true,
        required: false,
        acceptedPattern: '*',
        patternId: 'any',
        minLength: 1,
        maxLength: 64,
      })
      .where(
        and(
          eq(registerFieldRules.merchantId, merchantId),
          inArray(registerFieldRules.field, [...freeFields]),
        ),
      );
  });
  afterAll(() => context.close());

  it('refuses markup in each free field with the field and its kind’s text key, together', async () => {
    const markup = '<script>alert(1)</script>';
    const refusal = await failsWithoutAccount(() =>
      register(
        validBody({
          qqNum: markup,
          idNumber: markup,
          facebook: 'javascript:alert(1)',
          payeeName: markup,
          line: markup,
          whatsapp: markup,
          wechat: markup,
          referralCode: markup,
          domain: 'evil.example/<x>',
        }),
      ),
    );
    expect(refusal.code).toBe('validation_failed');
    // the host name is checked by the request schema, before the brand's rules run
    expect(fieldKeys(refusal)).toEqual({ 'body.domain': 'reg_kind_hostname' });
    const fields = await failsWithoutAccount(() =>
      register(
        validBody({
          qqNum: markup,
          idNumber: markup,
          facebook: 'javascript:alert(1)',
          payeeName: markup,
          line: markup,
          whatsapp: markup,
          wechat: markup,
          referralCode: markup,
        }),
      ),
    );
    expect(fieldKeys(fields)).toEqual({
      'body.qqNum': 'reg_kind_digits',
      'body.idNumber': 'reg_kind_id_number',
      'body.facebook': 'reg_kind_profile',
      'body.payeeName': 'reg_kind_name',
      'body.line': 'reg_kind_handle',
      'body.whatsapp': 'reg_kind_phone',
      'body.wechat': 'reg_kind_handle',
      'body.referralCode': 'reg_kind_code',
    });
  });

  it('still registers with well-formed values in the same fields', async () => {
    const response = await register(
      validBody({
        qqNum: '12345678',
        facebook: 'https://facebook.com/lotus.player',
        line: '@lotus_fan',
        payeeName: 'Somchai Jai-dee',
        whatsapp: '+66812345678',
        domain: 'localhost',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
