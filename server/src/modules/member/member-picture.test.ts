import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, staffGet } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { sniffImage } from '../../core/storage.js';

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

// The smallest valid PNG (1×1 pixel).
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
  '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

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
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
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
