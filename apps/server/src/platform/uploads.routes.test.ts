import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, maxUploadBytes } from '@lobby/contracts';
import { rowsOf } from '../db/rows.ts';
import { members } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { brandHeaders, loginToken } from '../../test/login-kit.ts';
import { findOwnedFile } from './uploads.service.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR and the rest of a tiny picture'),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF body')]);
const gif = Buffer.from('GIF89a a moving picture');
const pdf = Buffer.from('%PDF-1.7 a document');

describe('proof uploads: PUT /wps/files, GET /wps/files/:id', () => {
  let ctx: TestContext;
  let dataDir: string;
  let demoToken: string;
  let agentToken: string;

  const upload = (
    body: Buffer | string | undefined,
    contentType: string | undefined,
    options: { token?: string | undefined; purpose?: string } = {},
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${apiPaths.uploads}?purpose=${options.purpose ?? 'deposit_proof'}`,
      headers: {
        ...brandHeaders,
        ...('token' in options
          ? options.token
            ? { token: options.token }
            : {}
          : { token: demoToken }),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  const read = (fileId: number, token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.uploads}/${fileId}`,
      headers: { ...brandHeaders, token },
    });
  const storedCount = async () => {
    const [row] = await rowsOf<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from stored_files`,
    );
    return row!.count;
  };
  const filesOnDisk = (): string[] => {
    const root = path.join(dataDir, 'uploads');
    return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
  };
  const memberRow = async (username: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(members)
      .where(eq(members.username, username));
    return row!;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-uploads-'));
    ctx = await createTestApp({ config: { DATA_DIR: dataDir } });
    demoToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    agentToken = await loginToken(ctx.app, 'agent', 'Lotus#2026');
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a png and gives it back to its uploader only', async () => {
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(200);
    const { fileId } = response.json().value as { fileId: number };
    expect(response.json()).toEqual({ success: true, value: { fileId } });

    const mine = await read(fileId, demoToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload).toEqual(png);

    const theirs = await read(fileId, agentToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, code: 'file_not_found' });
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.uploads}/${fileId}`,
      headers: brandHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores a jpeg with its size and checksum', async () => {
    const response = await upload(jpeg, 'image/jpeg', { purpose: 'withdrawal_proof' });
    expect(response.statusCode).toBe(200);
    const { fileId } = response.json().value as { fileId: number };
    const [row] = await rowsOf<{ size_bytes: number; sha256: string; purpose: string }>(
      ctx.database.db,
      sql`select size_bytes, sha256, purpose from stored_files where id = ${fileId}`,
    );
    expect(row).toMatchObject({ size_bytes: jpeg.length, purpose: 'withdrawal_proof' });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const back = await read(fileId, demoToken);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload).toEqual(jpeg);
  });

  it('refuses everything else and stores nothing', async () => {
    const rowsBefore = await storedCount();
    const filesBefore = filesOnDisk().length;
    const refusals = [
      { body: gif, type: 'image/gif', code: 'upload_type', status: 400 },
      { body: pdf, type: 'application/pdf', code: 'upload_type', status: 400 },
      { body: 'just text', type: 'text/plain', code: 'upload_type', status: 400 },
      { body: '{"image":"png"}', type: 'application/json', code: 'upload_type', status: 400 },
      // the header says jpeg, the bytes say png (and the other way round)
      { body: png, type: 'image/jpeg', code: 'upload_type', status: 400 },
      { body: jpeg, type: 'image/png', code: 'upload_type', status: 400 },
      // a gif dressed as a png
      { body: gif, type: 'image/png', code: 'upload_type', status: 400 },
      { body: Buffer.alloc(0), type: 'image/png', code: 'upload_type', status: 400 },
      { body: png, type: undefined, code: 'upload_type', status: 400 },
    ];
    for (const refusal of refusals) {
      const response = await upload(refusal.body, refusal.type);
      expect({
        type: refusal.type,
        status: response.statusCode,
        body: response.json(),
      }).toMatchObject({
        type: refusal.type,
        status: refusal.status,
        body: { success: false, code: refusal.code },
      });
    }
    expect(await storedCount()).toBe(rowsBefore);
    expect(filesOnDisk()).toHaveLength(filesBefore);
  });

  it('refuses a large body of another type by its type, not by the server-wide body limit', async () => {
    // bigger than the default 1 MB body limit, within the upload's 5 MB
    const json = JSON.stringify({ image: 'x'.repeat(2 * 1024 * 1024) });
    const refused = await upload(json, 'application/json');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'upload_type' });
  });

  it('refuses 5 MB and one byte with upload_too_large, and takes exactly 5 MB', async () => {
    const rowsBefore = await storedCount();
    const tooLarge = Buffer.concat([png, Buffer.alloc(maxUploadBytes + 1 - png.length)]);
    const refused = await upload(tooLarge, 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ success: false, code: 'upload_too_large' });
    expect(await storedCount()).toBe(rowsBefore);

    const largest = await upload(tooLarge.subarray(0, maxUploadBytes), 'image/png');
    expect(largest.statusCode).toBe(200);
    expect(await storedCount()).toBe(rowsBefore + 1);
  });

  it('asks for a login and a known purpose', async () => {
    const rowsBefore = await storedCount();
    const anonymous = await upload(png, 'image/png', { token: undefined });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'not_logged_in' });
    const badToken = await upload(png, 'image/png', { token: 'not-a-session' });
    expect(badToken.statusCode).toBe(401);
    const badPurpose = await upload(png, 'image/png', { purpose: 'avatar' });
    expect(badPurpose.statusCode).toBe(400);
    expect(badPurpose.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(await storedCount()).toBe(rowsBefore);
  });

  it('findOwnedFile accepts the owner and purpose only', async () => {
    const { fileId } = (await upload(png, 'image/png')).json().value as { fileId: number };
    const { id: demo, merchantId } = await memberRow('demo');
    const { id: agent } = await memberRow('agent');
    const owned = await findOwnedFile(ctx.database.db, {
      merchantId,
      memberId: demo,
      fileId,
      purpose: 'deposit_proof',
    });
    expect(owned).toMatchObject({ id: fileId, memberId: demo, contentType: 'image/png' });
    for (const input of [
      { merchantId, memberId: agent, fileId, purpose: 'deposit_proof' as const },
      { merchantId, memberId: demo, fileId, purpose: 'withdrawal_proof' as const },
      { merchantId: merchantId + 1000, memberId: demo, fileId },
      { merchantId, memberId: demo, fileId: fileId + 1000 },
    ]) {
      await expect(findOwnedFile(ctx.database.db, input)).rejects.toMatchObject({
        code: 'file_not_found',
      });
    }
  });

  it('limits a member to 20 uploads in 10 minutes', async () => {
    // the agent has only read files so far: its upload counter starts at zero
    const token = agentToken;
    const statuses: number[] = [];
    for (let call = 0; call < 21; call++) {
      statuses.push((await upload(png, 'image/png', { token })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // another member is not held back by it
    expect((await upload(png, 'image/png')).statusCode).toBe(200);
  });
});
