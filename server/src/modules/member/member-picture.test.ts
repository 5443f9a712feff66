import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, staffGet } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { sniffImage } from '../../core/storage.js';
import { crc32 } from 'node:zlib';

let t: TestApp;
let base: string;
let admin: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login('admin');
  agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

// A 1×1 transparent PNG that decodes.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e8' +
  '01b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082', 'hex');

// The PNG with its header claiming another size (its IHDR checksum made right), its data unchanged.
function withSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

async function upload(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }, token = admin) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${base}/api/v1/user/picture`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { code: string; data: { avatar: string; fields?: Record<string, string> } } };
}

describe('sniffing', () => {
  it('tells images by their content', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('RIFF1234WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('user/picture', () => {
  it('stores the picture, serves it, and replaces the old one', async () => {
    const first = await upload({ id: String(agentId) }, { bytes: PNG, name: 'me.png', type: 'image/png' });
    expect(first.body.code).toBe('200000');
    expect(first.body.data.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${base}${first.body.data.avatar}`);
    expect(served.status).toBe(200);
    expect(sniffImage(Buffer.from(await served.arrayBuffer()))).toBe('png');
    expect((await t.call(staffGet, { id: agentId }, { token: admin })).body.data.avatar).toBe(first.body.data.avatar);

    const second = await upload({ id: String(agentId) }, { bytes: PNG, name: 'new.png', type: 'image/png' });
    expect(second.body.data.avatar).not.toBe(first.body.data.avatar);
    expect((await fetch(`${base}${first.body.data.avatar}`)).status).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, no file, no id, a wrong id and JSON, writing nothing', async () => {
    const before = await snapshot(t.db);
    const fake = await upload({ id: String(agentId) }, { bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' });
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe(ERRORS.VALIDATION.code);
    expect(Object.keys(fake.body.data.fields ?? {})).toEqual(['file']);
    const noFile = await upload({ id: String(agentId) });
    expect(noFile.body.code).toBe(ERRORS.VALIDATION.code);
    const noId = await upload({}, { bytes: PNG, name: 'a.png', type: 'image/png' });
    expect(Object.keys(noId.body.data.fields ?? {})).toEqual(['id']);
    const unknownField = await upload({ id: String(agentId), extra: 'x' }, { bytes: PNG, name: 'a.png', type: 'image/png' });
    expect(unknownField.body.code).toBe(ERRORS.VALIDATION.code);
    const json = await fetch(`${base}/api/v1/user/picture`, {
      method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ id: agentId }),
    });
    expect(((await json.json()) as { code: string }).code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('stores the picture as decoded, never the bytes sent: what is appended to an image is not served', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const { body } = await upload({ id: String(agentId) }, { bytes: Buffer.concat([PNG, html]), name: 'me.png', type: 'image/png' });
    expect(body.code).toBe('200000');
    const served = Buffer.from(await (await fetch(`${base}${body.data.avatar}`)).arrayBuffer());
    expect(sniffImage(served)).toBe('png');
    expect(served.includes('<script>')).toBe(false);
  });

  it('refuses a corrupt image and one whose size would take gigabytes to decode, writing nothing', async () => {
    // The refusals are in the operation log; nothing else changes.
    const before = await snapshot(t.db, ['operation_log']);
    const corrupt = Buffer.concat([PNG.subarray(0, 33), Buffer.from('not the picture data at all, only noise')]);
    const huge = withSize(PNG, 20_000, 20_000);
    for (const bytes of [corrupt, huge]) {
      const { status, body } = await upload({ id: String(agentId) }, { bytes, name: 'x.png', type: 'image/png' });
      expect(status).toBe(400);
      expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('refuses a picture over 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const { status, body } = await upload({ id: String(agentId) }, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(status).toBe(413);
    expect(body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
  });

  it('refuses a person outside the caller\'s scope', async () => {
    const roleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('role_permission').values({ role_id: roleId, permission_code: 'staff:edit', data_scope: 'store' }).execute();
    const manager = await t.login('manager');
    const outsider = (await t.db.selectFrom('staff').select('id').where('account', '=', 'staff022').executeTakeFirstOrThrow()).id;
    const { status } = await upload({ id: String(outsider) }, { bytes: PNG, name: 'a.png', type: 'image/png' }, manager);
    expect(status).toBe(404);
  });
});
