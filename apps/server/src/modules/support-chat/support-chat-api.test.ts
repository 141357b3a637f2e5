import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSummary, ChatThread } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { auditLog, feedback, staffUsers } from '../../db/schema/index.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../backoffice/testing/other-brand-kit.ts';
import { memberIdOf } from '../wallet/testing/wallet-kit.ts';
import { chatOperator, chatVisitor, openGuest, tinyPng, valueOrCode } from './testing/chat-kit.ts';

describe('live-support chat: visitors, operators, authorization, bad input', () => {
  let ctx: TestContext;
  let demo: ReturnType<typeof chatVisitor>;
  let agent: ReturnType<typeof chatVisitor>;
  let cashier: ReturnType<typeof chatOperator>;
  let admin: ReturnType<typeof chatOperator>;
  let otherBrandAdmin: ReturnType<typeof chatOperator>;
  let conversationId: number;
  const db = () => ctx.database.db;

  /** A refusal with `code`, and no row of any table changed. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) {
    const before = await rowCounts(db());
    expect(valueOrCode(await send())).toEqual({ status, code });
    expect(await rowCounts(db())).toEqual(before);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    demo = chatVisitor(ctx.app, { token: await loginToken(ctx.app, 'demo', 'Lotus#2026') });
    agent = chatVisitor(ctx.app, { token: await loginToken(ctx.app, 'agent', 'Lotus#2026') });
    cashier = chatOperator(ctx.app, await staffToken(ctx.app, 'cashier'));
    admin = chatOperator(ctx.app, await staffToken(ctx.app, 'admin'));
    await createOtherBrand(db());
    otherBrandAdmin = chatOperator(ctx.app, await otherAdminToken(ctx.app), otherBrandHeaders);
  });
  afterAll(async () => ctx?.close());

  it('a member talks to an operator; the history is the same on another device', async () => {
    expect(valueOrCode(await demo.thread())).toEqual({ thread: null });
    const first = valueOrCode(await demo.send('Hello, my deposit is late')) as ChatMessage;
    expect(first).toMatchObject({ author: 'member', authorName: 'demo' });
    conversationId = first.conversationId;

    const waiting = valueOrCode(await cashier.list()) as { conversations: ChatSummary[] };
    expect(waiting.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        status: 'waiting',
        visitorName: 'demo',
        lastText: 'Hello, my deposit is late',
        unread: 1,
      }),
    ]);
    const reply = valueOrCode(await cashier.send(conversationId, 'Let me check')) as ChatMessage;
    expect(reply).toMatchObject({ author: 'staff', authorName: 'cashier' });
    expect(valueOrCode(await cashier.read(conversationId, reply.id))).toEqual({ accepted: true });

    const otherDevice = chatVisitor(ctx.app, {
      token: await loginToken(ctx.app, 'demo', 'Lotus#2026'),
    });
    const { thread } = valueOrCode(await otherDevice.thread()) as { thread: ChatThread };
    expect(thread.messages.map((message) => message.text)).toEqual([
      'Hello, my deposit is late',
      'Let me check',
    ]);
    expect(thread.conversation).toMatchObject({ status: 'open', assignedTo: 'cashier' });
    expect(thread.conversation.staffReadId).toBe(reply.id);
    expect(valueOrCode(await otherDevice.read(reply.id))).toEqual({ accepted: true });
    const afterRead = valueOrCode(await demo.thread()) as { thread: ChatThread };
    expect(afterRead.thread.conversation.visitorReadId).toBe(reply.id);
  });

  it('keeps text plain: markup and control characters go, nothing left is refused', async () => {
    const sent = valueOrCode(
      await demo.send('<script>alert(1)</script>hi <b>there</b>\u0007 <img src=x onerror=x>'),
    ) as ChatMessage;
    expect(sent.text).toBe('alert(1)hi there');
    await expectRefused(() => demo.send('<p></p>  '), 400, 'chat_text_empty');
    await expectRefused(() => demo.send('x'.repeat(2001)), 400, 'validation_failed');
  });

  it('takes png and jpg checked by their bytes and size; only the conversation sees them', async () => {
    const image = valueOrCode(await demo.sendImage(tinyPng)) as ChatMessage;
    expect(image.imageId).toEqual(expect.any(Number));
    const bytes = await cashier.image(image.imageId!);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(tinyPng)).toBe(true);
    expect((await demo.image(image.imageId!)).statusCode).toBe(200);

    const fake = Buffer.concat([Buffer.from('<svg onload=alert(1)>'), tinyPng]);
    await expectRefused(() => demo.sendImage(fake), 400, 'upload_type');
    await expectRefused(() => demo.sendImage(tinyPng, 'image/jpeg'), 400, 'upload_type');
    const huge = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
    await expectRefused(() => demo.sendImage(huge), 413, 'upload_too_large');

    // another member, a guest and another brand's operator are all told it does not exist
    expect(valueOrCode(await agent.image(image.imageId!))).toEqual({
      status: 404,
      code: 'file_not_found',
    });
    expect(valueOrCode(await otherBrandAdmin.image(image.imageId!))).toEqual({
      status: 404,
      code: 'file_not_found',
    });
    const image2 = valueOrCode(await cashier.sendImage(conversationId, tinyPng)) as ChatMessage;
    expect(image2).toMatchObject({ author: 'staff', imageId: expect.any(Number) });
  });

  it('a member never sees another member’s conversation, nor an operator another brand’s', async () => {
    expect(valueOrCode(await agent.thread())).toEqual({ thread: null });
    const own = valueOrCode(await agent.send('I am someone else')) as ChatMessage;
    expect(own.conversationId).not.toBe(conversationId);
    const { thread } = valueOrCode(await agent.thread()) as { thread: ChatThread };
    expect(thread.messages.map((message) => message.text)).toEqual(['I am someone else']);

    const listed = valueOrCode(await otherBrandAdmin.list()) as { conversations: unknown[] };
    expect(listed.conversations).toEqual([]);
    for (const call of [
      () => otherBrandAdmin.thread(conversationId),
      () => otherBrandAdmin.send(conversationId, 'hello from elsewhere'),
      () => otherBrandAdmin.close(conversationId),
    ]) {
      await expectRefused(call, 404, 'chat_not_found');
    }
    // an operator of the other brand cannot take it over either
    const [otherStaff] = await db()
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'otheradmin'));
    await expectRefused(
      () => cashier.assign(conversationId, otherStaff!.id),
      404,
      'chat_operator_not_found',
    );
    await expectRefused(() => chatVisitor(ctx.app, {}).thread(), 401, 'not_logged_in');
  });

  it('hands a conversation over between operators, in the audit trail, and closes it', async () => {
    const { operators } = valueOrCode(await cashier.operators()) as {
      operators: { id: number; username: string }[];
    };
    const finance = operators.find((operator) => operator.username === 'finance')!;
    const handed = valueOrCode(await cashier.assign(conversationId, finance.id));
    expect(handed).toMatchObject({ assignedTo: 'finance', status: 'open' });
    const closed = valueOrCode(await admin.close(conversationId));
    expect(closed).toMatchObject({ status: 'closed' });
    await expectRefused(() => cashier.send(conversationId, 'late'), 409, 'chat_closed');
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(conversationId)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['chat.assign', 'chat.transfer', 'chat.close']),
    );
    // the member's next message opens a new conversation; the old one stays theirs
    const next = valueOrCode(await demo.send('One more thing')) as ChatMessage;
    expect(next.conversationId).not.toBe(conversationId);
  });

  it('a guest chats with a name and a token; a wrong token reads nothing', async () => {
    const opened = valueOrCode(await openGuest(ctx.app, '<b>Ann</b>', '10.1.0.1')) as {
      guestToken: string;
      thread: ChatThread;
    };
    expect(opened.thread.conversation).toMatchObject({
      isGuest: true,
      status: 'waiting',
      visitorName: 'Ann',
    });
    const guest = chatVisitor(ctx.app, { guest: opened.guestToken, ip: '10.1.0.1' });
    const sent = valueOrCode(await guest.send('Can I register with a passport?')) as ChatMessage;
    expect(sent).toMatchObject({ author: 'guest', conversationId: opened.thread.conversation.id });
    expect(valueOrCode(await cashier.thread(sent.conversationId))).toMatchObject({
      messages: [expect.objectContaining({ text: 'Can I register with a passport?' })],
    });
    const stranger = chatVisitor(ctx.app, { guest: 'not-a-token', ip: '10.1.0.1' });
    await expectRefused(() => stranger.thread(), 401, 'chat_visitor_required');
    await expectRefused(() => openGuest(ctx.app, '   ', '10.1.0.1'), 400, 'validation_failed');
  });

  it('rate-limits flooding per member and per guest IP', async () => {
    const flooder = chatVisitor(ctx.app, {
      token: await loginToken(ctx.app, 'agent', 'Lotus#2026'),
      ip: '10.2.0.1',
    });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await flooder.send(`flood ${index}`)).statusCode);
    }
    // agent sent one earlier in this minute: the budget of 20 is spent before the 21st
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    // the same member from another IP is the same budget
    const elsewhere = chatVisitor(ctx.app, {
      token: await loginToken(ctx.app, 'agent', 'Lotus#2026'),
      ip: '10.2.0.2',
    });
    expect((await elsewhere.send('still me')).statusCode).toBe(429);
    // while demo is not affected
    expect((await demo.send('not flooding')).statusCode).toBe(200);

    // a guest's messages are counted per IP
    const { guestToken } = valueOrCode(await openGuest(ctx.app, 'Flood', '10.5.0.1')) as {
      guestToken: string;
    };
    const guest = chatVisitor(ctx.app, { guest: guestToken, ip: '10.5.0.1' });
    const guestStatuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      guestStatuses.push((await guest.send(`guest flood ${index}`)).statusCode);
    }
    expect(guestStatuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(guestStatuses[20]).toBe(429);

    const opens = [];
    for (let index = 0; index < 6; index += 1) {
      opens.push((await openGuest(ctx.app, `G${index}`, '10.3.0.1')).statusCode);
    }
    expect(opens.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(opens[5]).toBe(429);
  });

  it('office hours: outside them the chat refuses and the offline form takes the message', async () => {
    await expectRefused(
      () =>
        cashier.updateSettings({
          mode: 'built_in',
          externalUrl: null,
          officeHours: { days: [], opensAt: '09:00', closesAt: '18:00' },
        }),
      403,
      'staff_forbidden',
    );
    const closedAllWeek = { days: [], opensAt: '09:00', closesAt: '18:00' };
    expect(
      valueOrCode(
        await admin.updateSettings({
          mode: 'built_in',
          externalUrl: null,
          officeHours: closedAllWeek,
        }),
      ),
    ).toMatchObject({ officeHours: closedAllWeek });
    expect(valueOrCode(await demo.availability())).toMatchObject({
      online: false,
      mode: 'built_in',
    });
    await expectRefused(() => demo.send('anyone there?'), 409, 'chat_offline');
    await expectRefused(() => openGuest(ctx.app, 'Late', '10.4.0.1'), 409, 'chat_offline');

    expect(
      valueOrCode(
        await demo.offline({
          name: 'Demo',
          contact: 'demo@lotus.example',
          text: 'Call me <b>back</b>',
        }),
      ),
    ).toEqual({ accepted: true });
    // the offline form's message lands in feedback, outside the feedback form's word rule
    const stored = (await db().select().from(feedback)).filter((row) =>
      row.content.startsWith('Call me'),
    );
    expect(stored).toEqual([
      expect.objectContaining({
        memberId: await memberIdOf(db(), 'demo'),
        category: 'other',
        status: 'new',
        content: 'Call me back\n— Demo · demo@lotus.example',
      }),
    ]);
    await expectRefused(
      () => demo.offline({ name: '', contact: 'x', text: 'y' }),
      400,
      'validation_failed',
    );

    await expectRefused(
      () =>
        admin.updateSettings({ mode: 'external', externalUrl: null, officeHours: closedAllWeek }),
      400,
      'chat_settings_invalid',
    );
    await admin.updateSettings({
      mode: 'external',
      externalUrl: 'https://chat.example/lotus',
      officeHours: closedAllWeek,
    });
    expect(valueOrCode(await demo.availability())).toMatchObject({
      mode: 'external',
      externalUrl: 'https://chat.example/lotus',
      online: false,
    });
    await expectRefused(() => demo.send('hello?'), 409, 'chat_external');
    const allDay = { days: [0, 1, 2, 3, 4, 5, 6], opensAt: '00:00', closesAt: '24:00' };
    await admin.updateSettings({ mode: 'built_in', externalUrl: null, officeHours: allDay });
    expect(valueOrCode(await demo.availability())).toMatchObject({ online: true });
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'chat.settings'));
    expect(audited).toHaveLength(3);
  });

  it('canned replies are per brand, the admin’s to change, in the audit trail', async () => {
    const before = valueOrCode(await cashier.cannedReplies()) as { replies: unknown[] };
    const reply = {
      title: { en: 'Hours', th: 'เวลาทำการ', tl: 'Oras' },
      text: { en: 'We are open all day.', th: 'เราเปิดตลอดวัน', tl: 'Bukas kami buong araw.' },
    };
    await expectRefused(() => cashier.addCannedReply(reply), 403, 'staff_forbidden');
    const created = valueOrCode(await admin.addCannedReply(reply)) as { id: number };
    expect(valueOrCode(await cashier.cannedReplies())).toEqual({
      replies: [...before.replies, { id: created.id, ...reply }],
    });
    expect(valueOrCode(await otherBrandAdmin.cannedReplies())).toEqual({ replies: [] });
    await expectRefused(() => otherBrandAdmin.removeCannedReply(created.id), 404, 'not_found');
    expect(valueOrCode(await admin.removeCannedReply(created.id))).toEqual({ deleted: true });
  });
});
