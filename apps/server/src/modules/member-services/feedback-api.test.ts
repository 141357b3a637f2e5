import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../backoffice/testing/other-brand-kit.ts';
import { inboxCaller, inboxOperator } from './testing/member-services-kit.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR a tiny screenshot'),
]);
const text = 'The withdrawal page keeps loading after I press confirm';

describe('feedback: word rule, screenshots, reply to the inbox, brands apart', () => {
  let ctx: TestContext;
  let demo: ReturnType<typeof inboxCaller>;
  let agent: ReturnType<typeof inboxCaller>;
  let operator: ReturnType<typeof inboxOperator>;
  const feedbackRows = async () =>
    Number(
      (await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*) as n from feedback`))[0]!.n,
    );
  const expectRefused = async (
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) => {
    const before = await feedbackRows();
    const answer = await send();
    expect({ status: answer.statusCode, code: (answer.json() as { code?: string }).code }).toEqual({
      status,
      code,
    });
    expect(await feedbackRows()).toBe(before);
    return answer;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    demo = inboxCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    agent = inboxCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    operator = inboxOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterAll(async () => ctx?.close());

  it('applies the brand word rule (§5) and its categories', async () => {
    expect(
      (await operator.settings({ minWords: 4, maxWords: 12, categories: ['withdrawal', 'other'] }))
        .statusCode,
    ).toBe(200);
    const short = await expectRefused(
      () => demo.submitFeedback({ category: 'other', content: 'too short' }),
      400,
      'feedback_word_count',
    );
    expect((short.json() as { details?: unknown }).details).toEqual({ minWords: 4, maxWords: 12 });
    await expectRefused(
      () => demo.submitFeedback({ category: 'other', content: 'word '.repeat(13) }),
      400,
      'feedback_word_count',
    );
    await expectRefused(
      () => demo.submitFeedback({ category: 'games', content: text }),
      400,
      'feedback_category',
    );
    await expectRefused(
      () => demo.submitFeedback({ category: 'nonsense', content: text }),
      400,
      'validation_failed',
    );
    const settingsMin = await operator.settings({
      minWords: 9,
      maxWords: 2,
      categories: ['other'],
    });
    expect(settingsMin.statusCode).toBe(400);
  });

  it('takes screenshots checked by content, only the author’s own', async () => {
    const disguised = await demo.upload(Buffer.from('GIF89a not a png'), 'image/png');
    expect(disguised.json().code).toBe('upload_type');
    const own = (await demo.upload(png, 'image/png')).json().value.fileId as number;
    const others = (await agent.upload(png, 'image/png')).json().value.fileId as number;
    await expectRefused(
      () => demo.submitFeedback({ category: 'withdrawal', content: text, screenshotIds: [others] }),
      404,
      'file_not_found',
    );
    const sent = await demo.submitFeedback({
      category: 'withdrawal',
      content: `  ${text}\u0007  `,
      screenshotIds: [own],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({
      content: text,
      status: 'new',
      reply: null,
      screenshotIds: [own],
    });

    // the operator sees the screenshot of this feedback, and no other file through it
    const feedbackId = sent.json().value.id as number;
    const shot = await operator.call('GET', `/bo/feedback/${feedbackId}/screenshots/${own}`);
    expect({ status: shot.statusCode, type: shot.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/png',
    });
    expect(shot.rawPayload.equals(png)).toBe(true);
    const foreign = await operator.call('GET', `/bo/feedback/${feedbackId}/screenshots/${others}`);
    expect(foreign.json().code).toBe('file_not_found');
  });

  it('delivers the reply to the member’s inbox, then closes; closed is final', async () => {
    const sent = await demo.submitFeedback({ category: 'withdrawal', content: text });
    const id = sent.json().value.id as number;
    const replied = await operator.reply(id, 'Thank you, <b>fixed</b> now.\nTry again.');
    expect(replied.json().value).toMatchObject({ status: 'replied', username: 'demo' });

    const inbox = (await demo.list()).json().value.messages as Array<{
      kind: string;
      title: string;
      bodyHtml: string;
    }>;
    const reply = inbox.find((message) => message.kind === 'feedback_reply')!;
    expect(reply.title).toBe('Reply to your feedback');
    expect(reply.bodyHtml).toBe('<p>Thank you, &lt;b&gt;fixed&lt;/b&gt; now.<br>Try again.</p>');
    const own = (await demo.ownFeedback()).json().value.items as Array<{
      id: number;
      reply: string;
    }>;
    expect(own.find((item) => item.id === id)?.reply).toContain('fixed');

    expect((await operator.close(id)).json().value.status).toBe('closed');
    const again = await operator.reply(id, 'More');
    expect(again.json().code).toBe('feedback_closed');
    const audit = await rowsOf<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where subject_kind = 'feedback' and subject_id = ${String(id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['feedback.reply', 'feedback.close']);
  });

  it('keeps members and brands apart', async () => {
    const sent = await demo.submitFeedback({ category: 'withdrawal', content: text });
    const id = sent.json().value.id as number;
    const agentOwn = (await agent.ownFeedback()).json().value.items as Array<{ id: number }>;
    expect(agentOwn.map((item) => item.id)).not.toContain(id);

    await createOtherBrand(ctx.database.db);
    const other = inboxOperator(ctx.app, await otherAdminToken(ctx.app), otherBrandHeaders);
    expect((await other.feedback()).json().value.items).toEqual([]);
    const reply = await other.reply(id, 'Not yours');
    expect({ status: reply.statusCode, code: reply.json().code }).toEqual({
      status: 404,
      code: 'feedback_not_found',
    });
    expect((await other.close(id)).statusCode).toBe(404);
    expect((await other.call('GET', `/bo/feedback/${id}/screenshots/1`)).json().code).toBe(
      'feedback_not_found',
    );
    expect(
      (await operator.feedback('?status=new')).json().value.items.map((i: { id: number }) => i.id),
    ).toContain(id);
  });
});
