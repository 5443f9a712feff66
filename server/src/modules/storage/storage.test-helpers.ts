import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import type { StorageCredentials, StoragePolicy } from '@brokerage/contract';
import type { TestApp } from '../../test/harness.js';

// What the storage tests share: the store's two upload protocols written out as a client would send them (signed here
// by hand, from the protocol's description, not with the server's own signing code), and a claim by an upload endpoint.

export const png = (width = 48, height = 32) => sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } }).png().toBuffer();

export type StoreAnswer = { status: number; body: string };

// The store's address on the listening test server: a policy's host is relative to the server's address, the
// credentials' endpoint names PUBLIC_URL's.
export const storeUrl = (base: string, address: string) => `${base}${new URL(address, `${base}/`).pathname}`;

// A form upload as a browser sends it: the policy's fields, the key, then the file.
export async function formPost(
  base: string, policy: Pick<StoragePolicy, 'host' | 'fields'>, key: string, bytes: Buffer, fields: Record<string, string> = {},
): Promise<StoreAnswer> {
  const form = new FormData();
  form.append('key', key);
  for (const [name, value] of Object.entries({ ...policy.fields, ...fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), key.slice(key.lastIndexOf('/') + 1));
  const response = await fetch(storeUrl(base, policy.host), { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
}

export type PutOptions = { date?: Date; secret?: string; token?: string; contentMd5?: string; type?: string };

// A PUT signed as the object store's SDKs sign it (signature version 1).
export async function signedPut(base: string, credentials: StorageCredentials, key: string, bytes: Buffer, options: PutOptions = {}): Promise<StoreAnswer> {
  const date = (options.date ?? new Date()).toUTCString();
  const type = options.type ?? 'image/png';
  const md5 = options.contentMd5 ?? createHash('md5').update(bytes).digest('base64');
  const token = options.token ?? credentials.security_token;
  const resource = `/${credentials.bucket}/${key}`;
  const text = `PUT\n${md5}\n${type}\n${date}\nx-oss-security-token:${token}\n${resource}`;
  const signature = createHmac('sha1', options.secret ?? credentials.access_key_secret).update(text, 'utf8').digest('base64');
  // node:http rather than fetch, which would resolve a key's '.' and '..' segments before sending it.
  const url = new URL(`${storeUrl(base, credentials.endpoint)}/${credentials.bucket}/`);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: url.hostname, port: url.port, method: 'PUT', path: `${url.pathname}${key.split('/').map(encodeURIComponent).join('/')}`,
      headers: {
        date, 'content-type': type, 'content-md5': md5, 'content-length': bytes.length, 'x-oss-security-token': token,
        authorization: `OSS ${credentials.access_key_id}:${signature}`,
      },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // A refusal may close the connection before the whole body is sent.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    request.end(bytes);
  });
}

// The code of a store's XML error.
export const errorCode = (answer: StoreAnswer) => /<Code>([^<]*)<\/Code>/.exec(answer.body)?.[1] ?? '';

export const objectFile = (t: TestApp, key: string) => path.join(t.dataDir, 'storage', 'sandbox', ...key.split('/'));
export const stored = (t: TestApp, key: string) => fs.existsSync(objectFile(t, key));

export type Envelope<T> = { code: string; message: string; data: T & { fields?: Record<string, string> } };

// An upload endpoint's multipart request with the given fields, and a file when one is given.
export async function uploadTo<T>(
  base: string, endpointPath: string, token: string, fields: Record<string, string | number>, file?: Buffer, lang = 'en',
): Promise<{ status: number; body: Envelope<T> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'file.png');
  const response = await fetch(`${base}/api/v1/${endpointPath}`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, body: form,
  });
  return { status: response.status, body: await response.json() as Envelope<T> };
}
