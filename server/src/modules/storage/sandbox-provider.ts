import { createHmac } from 'node:crypto';
import type { Db } from '../../core/db/database.js';
import type { ProviderSetup } from '../../core/providers.js';
import { SANDBOX, sandboxKey } from '../../core/sandbox.js';
import { encodePolicy, sameSignature, signPolicy } from './oss-signing.js';
import type { StorageProvider } from './provider.js';
import { sandboxFiles } from './sandbox-files.js';

// The built-in sandbox store: a stand-in for the object store that lives in the server (sandbox-store.ts serves its
// protocol, files are kept by sandbox-files.ts). Its policies and temporary credentials are stateless: they carry whom
// and where they allow, and are signed with the sandbox key, so every server process on the database checks them.
// For trying the platform and for tests; a company keeping many files uses a real store.

export const SANDBOX_STORE = '/sandbox-storage';
export const SANDBOX_BUCKET = 'sandbox';
const SANDBOX_REGION = 'sandbox';

// The access key id of the sandbox's own key pair, which signs the form upload policies.
export const FORM_ACCESS_KEY_ID = 'SANDBOXFORMUPLOAD';

// What temporary credentials allow: writing within `dir`, objects up to `max` bytes, until `exp`.
export type Grant = { dir: string; max: number; exp: number };

// The signing key: STORAGE_PROVIDER_SECRET when given, else the one kept for the storage sandbox.
export function storageKey(db: Db, secret: string | undefined): Promise<Buffer> {
  return sandboxKey(db, 'storage_sandbox_key', secret);
}

const mac = (key: Buffer, purpose: string, text: string) => createHmac('sha256', key).update(`${purpose}\n${text}`, 'utf8').digest('base64url');

export type SandboxSigner = {
  formSecret: string;
  // The access key id, its secret and the security token of credentials granting `grant`.
  issue: (grant: Grant) => { accessKeyId: string; accessKeySecret: string; securityToken: string };
  // The grant and access key secret of credentials sent with a request; null when the id and token are not the
  // sandbox's or do not belong together.
  verify: (accessKeyId: string, securityToken: string) => { grant: Grant; accessKeySecret: string } | null;
};

export function sandboxSigner(key: Buffer): SandboxSigner {
  const secretOf = (accessKeyId: string) => mac(key, 'access key secret', accessKeyId);
  return {
    formSecret: secretOf(FORM_ACCESS_KEY_ID),
    issue: (grant) => {
      const payload = Buffer.from(JSON.stringify(grant), 'utf8').toString('base64url');
      const accessKeyId = `STS.${payload}`;
      return { accessKeyId, accessKeySecret: secretOf(accessKeyId), securityToken: `${payload}.${mac(key, 'security token', payload)}` };
    },
    verify: (accessKeyId, securityToken) => {
      const [payload = '', signature = ''] = securityToken.split('.');
      if (accessKeyId !== `STS.${payload}` || !sameSignature(signature, mac(key, 'security token', payload))) return null;
      const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Grant;
      return { grant, accessKeySecret: secretOf(accessKeyId) };
    },
  };
}

export async function sandboxStorageProvider(setup: ProviderSetup): Promise<StorageProvider> {
  const signer = sandboxSigner(await storageKey(setup.db, setup.secret));
  const files = sandboxFiles(setup.dataDir, SANDBOX_BUCKET);
  const storeUrl = `${setup.publicUrl}${SANDBOX_STORE}`;
  return {
    name: SANDBOX,
    policy: async (dir, keyPrefix, maxBytes, expire) => {
      const policy = encodePolicy({
        expiration: new Date(expire * 1000).toISOString(),
        conditions: [{ bucket: SANDBOX_BUCKET }, ['starts-with', '$key', keyPrefix], ['content-length-range', 1, maxBytes]],
      });
      return {
        // Relative, like the web app's API address: the browser posts to the server it has the app from, whatever
        // address that is (a LAN address, say, where PUBLIC_URL names another), so the post stays same-origin.
        host: `${SANDBOX_STORE.slice(1)}/${SANDBOX_BUCKET}`, dir, key_prefix: keyPrefix, expire, max_bytes: maxBytes,
        fields: { policy, OSSAccessKeyId: FORM_ACCESS_KEY_ID, Signature: signPolicy(signer.formSecret, policy), success_action_status: '200' },
      };
    },
    credentials: async (dir, maxBytes, expire) => {
      const issued = signer.issue({ dir, max: maxBytes, exp: expire });
      return {
        access_key_id: issued.accessKeyId, access_key_secret: issued.accessKeySecret, security_token: issued.securityToken, expiration: expire,
        endpoint: storeUrl, bucket: SANDBOX_BUCKET, region: SANDBOX_REGION, dir, max_bytes: maxBytes,
      };
    },
    count: (dir) => files.count(dir),
    read: async (key) => {
      const bytes = await files.read(key);
      return bytes && { bytes, size: bytes.length };
    },
    remove: (key) => files.remove(key),
    sweep: (olderThan) => files.sweep(olderThan),
  };
}
