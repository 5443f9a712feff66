import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, OBJECT_KEY_FIELD, STORAGE_CREDENTIAL_SECONDS, STORAGE_MAX_BYTES, serviceGetpolicy, serviceGetsts, type HousePictureItem, type StoragePolicy,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse } from '../../test/houses.js';
import { loadConfig } from '../../core/config.js';
import type { Db } from '../../core/db/database.js';
import { storageProvider } from './providers.js';
import { sandboxSigner, storageKey } from './sandbox-provider.js';
import { encodePolicy } from './oss-signing.js';
import { errorCode, formPost, png, stored, uploadTo } from './storage.test-helpers.js';

let t: TestApp;
let base: string;
let agent: string;
let manager: string;
let admin: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [agent, manager, admin] = await Promise.all([t.login('agent'), t.login('manager'), t.login('admin')]);
  agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const policyFor = async (token = agent) => {
  const { body } = await t.call(serviceGetpolicy, {}, { token });
  expect(body.code).toBe(ERRORS.OK.code);
  return body.data;
};
// Uploads `bytes` with a new policy; answers the object's key.
const uploaded = async (bytes: Buffer, name = '客厅.png', token = agent) => {
  const policy = await policyFor(token);
  const key = `${policy.key_prefix}${name}`;
  expect((await formPost(base, policy, key, bytes)).status).toBe(200);
  return key;
};
const claimPicture = (houseId: number, fields: Record<string, string | number>, token = agent, file?: Buffer) =>
  uploadTo<HousePictureItem>(base, 'housepicture/upload', token, { house_id: houseId, group: 'indoor', ...fields }, file);

describe('service/getpolicy', () => {
  it('answers a policy for a new folder within the caller\'s waiting folder, signed, for 15 minutes and up to 10 MB', async () => {
    const before = Math.floor(Date.now() / 1000);
    const policy = await policyFor();
    expect(policy).toMatchObject({ host: 'sandbox-storage/sandbox', dir: `waiting/${agentId}/`, max_bytes: STORAGE_MAX_BYTES });
    expect(policy.key_prefix).toMatch(new RegExp(`^waiting/${agentId}/[0-9a-f]{16}/$`));
    expect(policy.expire - before).toBeGreaterThanOrEqual(STORAGE_CREDENTIAL_SECONDS);
    expect(policy.expire - before).toBeLessThanOrEqual(STORAGE_CREDENTIAL_SECONDS + 2);
    expect(Object.keys(policy.fields).sort()).toEqual(['OSSAccessKeyId', 'Signature', 'policy', 'success_action_status']);
    const document = JSON.parse(Buffer.from(policy.fields.policy ?? '', 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(Date.parse(document.expiration) / 1000).toBe(policy.expire);
    expect(document.conditions).toEqual([{ bucket: 'sandbox' }, ['starts-with', '$key', policy.key_prefix], ['content-length-range', 1, STORAGE_MAX_BYTES]]);
    expect((await policyFor()).key_prefix).not.toBe(policy.key_prefix);
  });

  it('comes from the sandbox unless STORAGE_PROVIDER names another, and a name no adapter has stops the server', () => {
    expect(loadConfig({})).toMatchObject({ storageProvider: 'sandbox', storageProviderSecret: undefined });
    expect(loadConfig({ STORAGE_PROVIDER: ' sandbox ', STORAGE_PROVIDER_SECRET: 'k' })).toMatchObject({ storageProvider: 'sandbox', storageProviderSecret: 'k' });
    expect(() => loadConfig({ STORAGE_PROVIDER: 'Not A Name' })).toThrow(/STORAGE_PROVIDER/);
    expect(() => storageProvider({ db: {} as Db, config: loadConfig({ STORAGE_PROVIDER: 'nosuch' }) })).toThrow(/STORAGE_PROVIDER names no object store: nosuch/);
  });

  it('answers unsigned callers with the session error', async () => {
    for (const endpoint of [serviceGetpolicy, serviceGetsts]) {
      const { status, body } = await t.call(endpoint, {});
      expect(status).toBe(401);
      expect(body.code).toBe(ERRORS.NO_TOKEN.code);
    }
  });
});

describe('a form upload taken by an upload endpoint', () => {
  it('keeps the file, and the house picture upload takes it by its key: a picture with its thumbnail, the object gone', async () => {
    const house = await enterHouse(t, agent);
    const bytes = await png(800, 500);
    const key = await uploaded(bytes);
    expect(stored(t, key)).toBe(true);
    const { status, body } = await claimPicture(house.id, { [OBJECT_KEY_FIELD]: key });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ house_id: house.id, kind: 'png', size: bytes.length, width: 800, height: 500, original_name: '客厅.png' });
    for (const url of [body.data.url, body.data.thumb_url]) expect((await fetch(`${base}${url}`)).status).toBe(200);
    expect(stored(t, key)).toBe(false);
    // Taken once: a second claim is refused on the field.
    const again = await claimPicture(house.id, { [OBJECT_KEY_FIELD]: key });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(ERRORS.VALIDATION.code);
    expect(again.body.data.fields?.[OBJECT_KEY_FIELD]).toMatch(/used already|removed/);
  });

  it('gives an object to one of two requests naming it at the same moment', async () => {
    const house = await enterHouse(t, agent);
    const key = await uploaded(await png());
    const answers = await Promise.all([0, 1].map(() => claimPicture(house.id, { [OBJECT_KEY_FIELD]: key })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.data.fields?.[OBJECT_KEY_FIELD]).toMatch(/used already|at the same moment/);
    const pictures = await t.db.selectFrom('house_picture').select('id').where('house_id', '=', house.id).execute();
    expect(pictures).toHaveLength(1);
  });

  it('refuses at the claim an object of someone else, a key outside every waiting folder and a malformed key', async () => {
    const house = await enterHouse(t, agent);
    const key = await uploaded(await png(), 'a.png', manager);
    for (const [objectKey, words] of [[key, /uploaded yourself/], ['avatars/1.png', /uploaded yourself/], [`waiting/${agentId}/../1/a.png`, /not the key/]] as const) {
      const { status, body } = await claimPicture(house.id, { [OBJECT_KEY_FIELD]: objectKey });
      expect(status).toBe(400);
      expect(body.data.fields?.[OBJECT_KEY_FIELD]).toMatch(words);
    }
    // In the caller's language.
    const zh = await uploadTo(base, 'housepicture/upload', agent, { house_id: house.id, group: 'indoor', [OBJECT_KEY_FIELD]: key }, undefined, 'zh');
    expect(zh.body.data.fields?.[OBJECT_KEY_FIELD]).toBe('只能使用您自己上传的文件');
    expect(stored(t, key)).toBe(true);
  });

  it('checks the object as a file sent with the request: its kind by content, the endpoint\'s own size cap', async () => {
    const house = await enterHouse(t, agent);
    const text = await uploaded(Buffer.from('not a picture at all'), 'notes.png');
    const wrongKind = await claimPicture(house.id, { [OBJECT_KEY_FIELD]: text });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.data.fields?.file).toMatch(/must be jpeg, png, webp/);
    // A refused object stays, for an endpoint that takes it.
    expect(stored(t, text)).toBe(true);
    // The avatar takes at most 2 MB; the store took 3 MB.
    const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]);
    const bigKey = await uploaded(big, 'big.png', admin);
    const adminId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    const tooLarge = await uploadTo(base, 'user/picture', admin, { id: adminId, [OBJECT_KEY_FIELD]: bigKey });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
    expect(stored(t, bigKey)).toBe(true);
    // And an object the avatar takes.
    const small = await uploaded(await png(), 'me.png', admin);
    const avatar = await uploadTo<{ avatar: string }>(base, 'user/picture', admin, { id: adminId, [OBJECT_KEY_FIELD]: small });
    expect(avatar.status).toBe(200);
    expect(stored(t, small)).toBe(false);
  });

  it('refuses a request with both a file and object_key, and one with neither, taking nothing', async () => {
    const house = await enterHouse(t, agent);
    const key = await uploaded(await png());
    const both = await claimPicture(house.id, { [OBJECT_KEY_FIELD]: key }, agent, await png());
    expect(both.status).toBe(400);
    expect(both.body.data.fields?.[OBJECT_KEY_FIELD]).toBe('send the file (file) or object_key, not both');
    const neither = await claimPicture(house.id, {});
    expect(neither.body.data.fields?.file).toBe('a file is required');
    // The other fields are checked before the object is taken.
    const badField = await claimPicture(house.id, { group: 'nowhere', [OBJECT_KEY_FIELD]: key });
    expect(badField.status).toBe(400);
    expect(stored(t, key)).toBe(true);
  });
});

describe('the sandbox store\'s form upload', () => {
  const craft = async (policy: StoragePolicy, document: { expiration: string; conditions: unknown[] }) => {
    const signer = sandboxSigner(await storageKey(t.db, undefined));
    const { createHmac } = await import('node:crypto');
    const text = encodePolicy(document as never);
    return { ...policy, fields: { ...policy.fields, policy: text, Signature: createHmac('sha1', signer.formSecret).update(text).digest('base64') } };
  };

  it('refuses a tampered policy, a wrong signature, an expired policy, and keys outside the policy\'s folder, writing nothing', async () => {
    const policy = await policyFor();
    const bytes = await png();
    const key = `${policy.key_prefix}x.png`;
    const widened = encodePolicy({ expiration: new Date(policy.expire * 1000).toISOString(), conditions: [{ bucket: 'sandbox' }, ['starts-with', '$key', 'waiting/'], ['content-length-range', 1, STORAGE_MAX_BYTES]] });
    const cases: [Record<string, string>, string, number, string][] = [
      [{ policy: widened }, key, 403, 'SignatureDoesNotMatch'],
      [{ Signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }, key, 403, 'SignatureDoesNotMatch'],
      [{ OSSAccessKeyId: 'someone-else' }, key, 403, 'InvalidAccessKeyId'],
      [{}, `waiting/${agentId}/other/x.png`, 403, 'AccessDenied'],
      [{}, `${policy.key_prefix}sub/../x.png`, 400, 'InvalidObjectName'],
    ];
    for (const [fields, at, status, code] of cases) {
      const answer = await formPost(base, policy, at, bytes, fields);
      expect([answer.status, errorCode(answer)]).toEqual([status, code]);
      expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Error>/);
    }
    const expired = await craft(policy, { expiration: new Date(Date.now() - 1000).toISOString(), conditions: [['starts-with', '$key', policy.key_prefix]] });
    const late = await formPost(base, expired, key, bytes);
    expect([late.status, errorCode(late)]).toEqual([403, 'AccessDenied']);
    expect(late.body).toContain('Policy expired');
    expect(fs.existsSync(path.join(t.dataDir, 'storage', 'sandbox', 'waiting', String(agentId), 'other'))).toBe(false);
    expect(stored(t, key)).toBe(false);
    // The same policy, untouched, is taken.
    expect((await formPost(base, policy, key, bytes)).status).toBe(200);
  });

  it('refuses a file over the policy\'s size range and an empty one', async () => {
    const policy = await policyFor();
    const over = await formPost(base, policy, `${policy.key_prefix}big.png`, Buffer.alloc(STORAGE_MAX_BYTES + 1));
    expect([over.status, errorCode(over)]).toEqual([400, 'EntityTooLarge']);
    const empty = await formPost(base, policy, `${policy.key_prefix}empty.png`, Buffer.alloc(0));
    expect([empty.status, errorCode(empty)]).toEqual([400, 'EntityTooSmall']);
    const narrow = await craft(policy, { expiration: new Date(policy.expire * 1000).toISOString(), conditions: [['content-length-range', 1, 10]] });
    const eleven = await formPost(base, narrow, `${policy.key_prefix}eleven.png`, Buffer.alloc(11, 1));
    expect([eleven.status, errorCode(eleven)]).toEqual([400, 'EntityTooLarge']);
    for (const name of ['big.png', 'empty.png', 'eleven.png']) expect(stored(t, `${policy.key_prefix}${name}`)).toBe(false);
  });

  it('answers as success_action_status asks', async () => {
    const policy = await policyFor();
    const bytes = await png();
    expect((await formPost(base, policy, `${policy.key_prefix}a.png`, bytes, { success_action_status: '204' })).status).toBe(204);
    const created = await formPost(base, policy, `${policy.key_prefix}b.png`, bytes, { success_action_status: '201' });
    expect(created.status).toBe(201);
    expect(created.body).toContain(`<Key>${policy.key_prefix}b.png</Key>`);
  });
});
