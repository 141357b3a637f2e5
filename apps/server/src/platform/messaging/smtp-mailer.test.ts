import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { latestMessage } from '../../../test/outbox-kit.ts';
import { MessageDeliveryError } from './delivery-error.ts';
import { createSmtpMailer, smtpDeliveredBody } from './smtp-mailer.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (EHLO/HELO, MAIL, RCPT, DATA, RSET, QUIT) on loopback to receive a mail. */
async function startSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    reply('220 127.0.0.1 test smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push({ ...current, data: buffer.slice(0, end) });
          current = { from: '', to: [], data: '' };
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 127.0.0.1');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients) reply('550 5.1.1 no such mailbox');
          else {
            current.to.push(line);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createSmtpMailer (against a loopback SMTP server)', () => {
  let database: Database;
  let merchantId: number;

  beforeAll(async () => {
    ({ database, merchantId } = await openSeededDatabase());
  });
  afterAll(() => database.close());

  it('delivers the mail and records it as sent without the body', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createSmtpMailer(database.db, {
        url: smtp.url,
        from: 'Lobby <no-reply@lobby.test>',
      });
      await mailer.send({
        merchantId,
        to: 'bob@example.com',
        subject: 'Your Lucky Lotus code',
        text: 'Your Lucky Lotus code is 482913.',
        purpose: 'register-code',
      });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toContain('<no-reply@lobby.test>');
      expect(mail!.to).toEqual(['RCPT TO:<bob@example.com>']);
      expect(mail!.data).toContain('Subject: Your Lucky Lotus code');
      expect(mail!.data).toContain('Your Lucky Lotus code is 482913.');

      const row = await latestMessage(database.db, 'bob@example.com');
      expect(row).toMatchObject({
        transport: 'smtp',
        status: 'sent',
        subject: 'Your Lucky Lotus code',
        body: smtpDeliveredBody,
        error: null,
      });
      expect(JSON.stringify(row)).not.toContain('482913');
    } finally {
      await smtp.close();
    }
  });

  it('records a refused recipient as failed and throws MessageDeliveryError', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    try {
      const mailer = createSmtpMailer(database.db, { url: smtp.url, from: 'no-reply@lobby.test' });
      await expect(
        mailer.send({
          merchantId,
          to: 'nobody@example.com',
          subject: 'Code',
          text: 'Your code is 111222.',
          purpose: 'register-code',
        }),
      ).rejects.toBeInstanceOf(MessageDeliveryError);
      expect(smtp.received).toHaveLength(0);
      const row = await latestMessage(database.db, 'nobody@example.com');
      expect(row).toMatchObject({ transport: 'smtp', status: 'failed', body: smtpDeliveredBody });
      expect(row!.error).toMatch(/smtp|recipient|550/i);
      expect(JSON.stringify(row)).not.toContain('111222');
    } finally {
      await smtp.close();
    }
  });

  it('records a server that is not there as failed', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const mailer = createSmtpMailer(database.db, {
      url: smtp.url,
      from: 'no-reply@lobby.test',
      timeoutMs: 2_000,
    });
    await expect(
      mailer.send({
        merchantId,
        to: 'carol@example.com',
        subject: 'Code',
        text: 'x',
        purpose: 'reset',
      }),
    ).rejects.toThrow(/smtp delivery failed/);
    expect(await latestMessage(database.db, 'carol@example.com')).toMatchObject({
      status: 'failed',
    });
  });
});
