import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, OBJECT_KEY_FIELD, STORAGE_CREDENTIAL_SECONDS, STORAGE_MAX_BYTES, STORAGE_WAITING_MAX, STORAGE_WAITING_SECONDS, serviceGetpolicy,
  serviceGetsts, type HousePictureItem, type StorageCredentials,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse } from '../../test/houses.js';
import { sandboxSigner, storageKey } from './sandbox-provider.js';
import { storageJobs } from './storage.jobs.js';
import { errorCode, formPost, objectFile, png, signedPut, stored, uploadTo } from './storage.test-helpers.js';

let t: TestApp;
let base: string;
let agent: string;
let manager: string;
let agentId: number;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
  const idOf = async (account: string) => (await t.db.selectFrom('staff').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  [agentId, managerId] = await Promise.all([idOf('agent'), idOf('manager')]);
});
afterAll(async () => {
  await t.close();
});

const credentialsFor = async (token = agent) => {
  const { body } = await t.call(serviceGetsts, {}, { token });
  expect(body.code).toBe(ERRORS.OK.code);
  return body.data;
};

describe('service/getsts', () => {
  it('answers credentials for the caller\'s waiting folder, for 15 minutes and up to 10 MB', async () => {
    const before = Math.floor(Date.now() / 1000);
    const credentials = await credentialsFor();
    expect(credentials).toMatchObject({
      endpoint: 'http://localhost:8080/sandbox-storage', bucket: 'sandbox', region: 'sandbox', dir: `waiting/${agentId}/`, max_bytes: STORAGE_MAX_BYTES,
    });
    expect(credentials.access_key_id).toMatch(/^STS\./);
    expect(credentials.expiration - before).toBeGreaterThanOrEqual(STORAGE_CREDENTIAL_SECONDS);
    expect(credentials.expiration - before).toBeLessThanOrEqual(STORAGE_CREDENTIAL_SECONDS + 2);
  });
});

describe('a signed PUT taken by an upload endpoint', () => {
  it('keeps the object, and the house picture upload takes it', async () => {
    const credentials = await credentialsFor();
    const bytes = await png(640, 480);
    const key = `${credentials.dir}phone/IMG_0001.png`;
    const put = await signedPut(base, credentials, key, bytes);
    expect(put.status).toBe(200);
    expect(fs.readFileSync(objectFile(t, key)).equals(bytes)).toBe(true);
    const house = await enterHouse(t, agent);
    const { status, body } = await uploadTo<HousePictureItem>(base, 'housepicture/upload', agent, { house_id: house.id, group: 'indoor', [OBJECT_KEY_FIELD]: key });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ width: 640, height: 480, original_name: 'IMG_0001.png' });
    expect(stored(t, key)).toBe(false);
  });

  it('is checked by every server on the database: credentials of one are taken by another, stateless', async () => {
    const second = await t.secondServer();
    const otherBase = await second.listen({ port: 0, host: '127.0.0.1' });
    const credentials = await credentialsFor();
    const key = `${credentials.dir}second.png`;
    expect((await signedPut(otherBase, credentials, key, await png())).status).toBe(200);
    const house = await enterHouse(t, agent);
    expect((await uploadTo(base, 'housepicture/upload', agent, { house_id: house.id, group: 'indoor', [OBJECT_KEY_FIELD]: key })).status).toBe(200);
  });

  it('refuses a wrong signature, another token, expired credentials, an old date, a wrong MD5 and keys outside the folder, writing nothing', async () => {
    const credentials = await credentialsFor();
    const other = await credentialsFor(manager);
    const signer = sandboxSigner(await storageKey(t.db, undefined));
    const past = signer.issue({ dir: credentials.dir, max: STORAGE_MAX_BYTES, exp: Math.floor(Date.now() / 1000) - 1 });
    const expired: StorageCredentials = { ...credentials, access_key_id: past.accessKeyId, access_key_secret: past.accessKeySecret, security_token: past.securityToken };
    // Credentials for a wider folder cannot be made without the key: a secret of one's own does not match.
    const forged = { ...credentials, access_key_id: `STS.${Buffer.from(JSON.stringify({ dir: 'waiting/', max: STORAGE_MAX_BYTES, exp: 9999999999 })).toString('base64url')}` };
    const bytes = await png();
    const key = `${credentials.dir}x.png`;
    const cases: [StorageCredentials, string, Parameters<typeof signedPut>[4], number, string][] = [
      [credentials, key, { secret: 'not the secret' }, 403, 'SignatureDoesNotMatch'],
      [credentials, key, { token: other.security_token }, 403, 'InvalidAccessKeyId'],
      [forged, key, { token: forged.access_key_id.slice(4) + '.x' }, 403, 'InvalidAccessKeyId'],
      [expired, key, {}, 403, 'SecurityTokenExpired'],
      [credentials, key, { date: new Date(Date.now() - 16 * 60_000) }, 403, 'RequestTimeTooSkewed'],
      [credentials, key, { contentMd5: 'AAAAAAAAAAAAAAAAAAAAAA==' }, 400, 'InvalidDigest'],
      [credentials, `${other.dir}x.png`, {}, 403, 'AccessDenied'],
      [credentials, `${credentials.dir}a/../../${managerId}/x.png`, {}, 400, 'InvalidObjectName'],
      [credentials, `${credentials.dir}a/../x.png`, {}, 400, 'InvalidObjectName'],
      [credentials, `${credentials.dir}a//x.png`, {}, 400, 'InvalidObjectName'],
      [credentials, `${credentials.dir}a\\x.png`, {}, 400, 'InvalidObjectName'],
      [credentials, `${credentials.dir}a\u0001x.png`, {}, 400, 'InvalidObjectName'],
      [credentials, `${credentials.dir}${'x'.repeat(1020)}.png`, {}, 400, 'InvalidObjectName'],
    ];
    for (const [using, at, options, status, code] of cases) {
      const answer = await signedPut(base, using, at, bytes, options);
      expect([at, answer.status, errorCode(answer)]).toEqual([at, status, code]);
    }
    expect(fs.readdirSync(objectFile(t, credentials.dir), { recursive: true }).filter((name) => String(name).endsWith('.png'))).toEqual([]);
    expect(fs.existsSync(objectFile(t, other.dir))).toBe(false);
    const over = await signedPut(base, credentials, key, Buffer.alloc(STORAGE_MAX_BYTES + 1));
    expect([over.status, errorCode(over)]).toEqual([400, 'EntityTooLarge']);
    expect(stored(t, key)).toBe(false);
  });
});

describe('a store that fails', () => {
  it('answers SERVICE_UNAVAILABLE naming the storage service, kept in the interface log', async () => {
    const admin = await t.login('admin');
    const adminId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    // A folder that cannot be read (a link to itself): the store's listing throws, as an unreachable store's would.
    const folder = objectFile(t, `waiting/${adminId}`);
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.symlinkSync(folder, folder);
    try {
      const { status, body } = await t.call(serviceGetsts, {}, { token: admin });
      expect(status).toBe(503);
      expect(body.code).toBe(ERRORS.SERVICE_UNAVAILABLE.code);
      expect(body.message).toContain('the file storage service did not answer');
      const logged = await t.db.selectFrom('interface_log').select(['service', 'method', 'url', 'status']).where('service', '=', 'storage').execute();
      expect(logged).toEqual([{ service: 'storage', method: 'count', url: `sandbox:waiting/${adminId}/`, status: 502 }]);
    } finally {
      fs.unlinkSync(folder);
    }
    expect((await t.call(serviceGetsts, {}, { token: admin })).status).toBe(200);
  });
});

describe('the waiting folder', () => {
  it('holds at most STORAGE_WAITING_MAX objects a person: the store refuses more, and new credentials are refused', async () => {
    const credentials = await credentialsFor(manager);
    const bytes = await png();
    for (let i = 0; i < STORAGE_WAITING_MAX; i++) expect((await signedPut(base, credentials, `${credentials.dir}${i}.png`, bytes)).status).toBe(200);
    // Writing an object again under its key adds none.
    expect((await signedPut(base, credentials, `${credentials.dir}0.png`, bytes)).status).toBe(200);
    const more = await signedPut(base, credentials, `${credentials.dir}more.png`, bytes);
    expect([more.status, errorCode(more)]).toEqual([403, 'TooManyWaitingObjects']);
    for (const endpoint of [serviceGetpolicy, serviceGetsts]) {
      const { status, body } = await t.call(endpoint, {}, { token: manager });
      expect(status).toBe(429);
      expect(body.message).toContain(`${STORAGE_WAITING_MAX} uploaded files are waiting`);
    }
    // Others are not held by it.
    const policy = (await t.call(serviceGetpolicy, {}, { token: agent })).body.data;
    expect((await formPost(base, policy, `${policy.key_prefix}a.png`, bytes)).status).toBe(200);
    // Taking one makes room.
    const house = await enterHouse(t, manager);
    expect((await uploadTo(base, 'housepicture/upload', manager, { house_id: house.id, group: 'indoor', [OBJECT_KEY_FIELD]: `${credentials.dir}7.png` })).status).toBe(200);
    expect((await signedPut(base, credentials, `${credentials.dir}more.png`, bytes)).status).toBe(200);
  });

  it('is swept of the objects older than STORAGE_WAITING_SECONDS only, by the job, however often it runs', async () => {
    const credentials = await credentialsFor();
    const bytes = await png();
    const [old, fresh] = [`${credentials.dir}sweep/old.png`, `${credentials.dir}sweep/fresh.png`];
    for (const key of [old, fresh]) expect((await signedPut(base, credentials, key, bytes)).status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const longAgo = new Date((now - STORAGE_WAITING_SECONDS - 60) * 1000);
    fs.utimesSync(objectFile(t, old), longAgo, longAgo);
    const [job] = storageJobs;
    expect(await job?.run(t.db, now)).toBeGreaterThanOrEqual(1);
    expect(stored(t, old)).toBe(false);
    expect(stored(t, fresh)).toBe(true);
    // A second server's run at the same moment finds nothing left to remove.
    expect(await job?.run(t.db, now)).toBe(0);
    // A day later the fresh one goes too, with the folders left empty.
    expect(await job?.run(t.db, now + STORAGE_WAITING_SECONDS + 60)).toBeGreaterThanOrEqual(1);
    expect(stored(t, fresh)).toBe(false);
    expect(fs.existsSync(objectFile(t, `${credentials.dir}sweep`))).toBe(false);
  });
});
