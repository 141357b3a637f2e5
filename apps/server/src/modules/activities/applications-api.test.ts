import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { mainBalance } from '../agents/testing/red-envelope-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../backoffice/testing/other-brand-kit.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import {
  activitiesCaller,
  activitiesOperator,
  openActivity,
  tinyPng,
} from './testing/activities-kit.ts';

type Answer = { statusCode: number; body: string; json(): unknown };

describe('activity applications: limits, review, claim', () => {
  let ctx: TestContext;
  let merchantId: number;
  let demoId: number;
  let demo: ReturnType<typeof activitiesCaller>;
  let other: ReturnType<typeof activitiesCaller>;
  let operator: ReturnType<typeof activitiesOperator>;
  let activityId: number;
  const db = () => ctx.database.db;
  const code = (answer: Answer) => (answer.json() as { code?: string }).code;

  /** A refusal with `code`: no row, no ledger row, no file changed. */
  async function expectRefused(send: () => Promise<Answer>, status: number, expected: string) {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const answer = await send();
    expect({ status: answer.statusCode, code: code(answer) }, answer.body).toEqual({
      status,
      code: expected,
    });
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
  }
  const uploadPng = async (as = demo) =>
    as.valueOf<{ fileId: number }>(await as.upload(tinyPng)).fileId;

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    demoId = await memberIdOf(db(), 'demo');
    demo = activitiesCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    other = activitiesCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    operator = activitiesOperator(ctx.app, await staffToken(ctx.app, 'admin'));
    const created = await operator.create(
      openActivity({ kind: 'application', prize: { amount: '88.00', bonusMultiplier: 0 } }),
    );
    activityId = demo.valueOf<{ id: number }>(created).id;
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx?.close());

  it('refuses a 141-character comment and a fourth image, changing nothing', async () => {
    const files = [await uploadPng(), await uploadPng(), await uploadPng(), await uploadPng()];
    await expectRefused(
      () => demo.apply(activityId, 'x'.repeat(141), files.slice(0, 1)),
      400,
      'application_comment_too_long',
    );
    await expectRefused(
      () => demo.apply(activityId, 'four pictures', files),
      400,
      'application_too_many_images',
    );
  });

  it('refuses a gif renamed to png and a 6 MB image by their content, storing nothing', async () => {
    await expectRefused(
      () => demo.upload(Buffer.from('GIF89a a moving picture'), 'image/png'),
      400,
      'upload_type',
    );
    const sixMegabytes = Buffer.concat([tinyPng, Buffer.alloc(6 * 1024 * 1024)]);
    await expectRefused(() => demo.upload(sixMegabytes), 413, 'upload_too_large');
  });

  it("refuses another member's image", async () => {
    const othersFile = await uploadPng(other);
    await expectRefused(() => demo.apply(activityId, 'mine?', [othersFile]), 404, 'file_not_found');
  });

  it('applies, is rejected with a reason, applies again, is issued, and claims once', async () => {
    const files = [await uploadPng(), await uploadPng()];
    const first = demo.valueOf<{ id: number; state: string }>(
      await demo.apply(activityId, 'สวัสดี — my screenshot', files),
    );
    expect(first.state).toBe('applying');
    await expectRefused(() => demo.apply(activityId, 'again', []), 409, 'application_exists');
    await expectRefused(() => demo.claim(first.id), 409, 'application_not_claimable');

    // the operator sees the images; another member does not
    const image = await operator.image(first.id, files[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await other.image(files[0]!)).statusCode).toBe(404);
    expect((await demo.image(files[0]!)).statusCode).toBe(200);

    const rejection = await operator.reject(first.id, 'The screenshot is unreadable');
    expect(rejection.statusCode, rejection.body).toBe(200);
    await expectRefused(() => operator.approve(first.id), 409, 'application_not_reviewable');
    const mine = demo.valueOf<{ content: Array<{ id: number; state: string; reason: string }> }>(
      await demo.mine(),
    );
    expect(mine.content[0]).toMatchObject({
      state: 'rejected',
      reason: 'The screenshot is unreadable',
    });

    const second = demo.valueOf<{ id: number }>(await demo.apply(activityId, 'clearer', files));
    expect((await operator.approve(second.id)).statusCode).toBe(200);
    const balance = await mainBalance(db(), merchantId, demoId);
    const answers = await Promise.all([demo.claim(second.id), demo.claim(second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balance + 8800n);
    await expectRefused(() => demo.claim(second.id), 409, 'application_not_claimable');
    const states = demo.valueOf<{ content: Array<{ id: number; state: string }> }>(
      await demo.mine(),
    );
    expect(states.content.find((item) => item.id === second.id)?.state).toBe('claimed');
  });

  it("does not let a member claim another member's application", async () => {
    const file = await uploadPng(other);
    const applied = other.valueOf<{ id: number }>(await other.apply(activityId, 'hi', [file]));
    expect((await operator.approve(applied.id)).statusCode).toBe(200);
    await expectRefused(() => demo.claim(applied.id), 404, 'application_not_found');
  });

  it("keeps another brand's staff out of this brand's activities and applications", async () => {
    const created = await operator.create(
      openActivity({ kind: 'application', prize: { amount: '5.00', bonusMultiplier: 0 } }),
    );
    const ownActivity = demo.valueOf<{ id: number }>(created).id;
    const file = await uploadPng(other);
    const applied = other.valueOf<{ id: number }>(await other.apply(ownActivity, 'mine', [file]));
    await createOtherBrand(db());
    const stranger = activitiesOperator(ctx.app, await otherAdminToken(ctx.app), otherBrandHeaders);
    const listed = demo.valueOf<{ content?: unknown[] } | unknown[]>(await stranger.applications());
    const items = Array.isArray(listed) ? listed : (listed.content ?? []);
    expect(items).toEqual([]);
    const activities = demo.valueOf<{ content?: unknown[] } | unknown[]>(await stranger.list());
    expect(Array.isArray(activities) ? activities : (activities.content ?? [])).toEqual([]);
    await expectRefused(() => stranger.approve(applied.id), 404, 'application_not_found');
    await expectRefused(() => stranger.reject(applied.id, 'no'), 404, 'application_not_found');
    expect((await stranger.image(applied.id, file)).statusCode).toBe(404);
    // the brand's own operator still reviews it
    expect((await operator.approve(applied.id)).statusCode).toBe(200);
  });
});
