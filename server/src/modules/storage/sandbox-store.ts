import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_MAX_BYTES, STORAGE_WAITING_MAX } from '@brokerage/contract';
import type { PlainRoute } from '../../core/route.js';
import type { AppState } from '../../core/context.js';
import { keyProblem, waitingDir, waitingOwner } from './object-key.js';
import { authorization, sameSignature, signPolicy, type PolicyCondition, type PolicyDocument } from './oss-signing.js';
import { sandboxFiles, type SandboxFiles } from './sandbox-files.js';
import { FORM_ACCESS_KEY_ID, SANDBOX_BUCKET, SANDBOX_STORE, sandboxSigner, storageKey, type SandboxSigner } from './sandbox-provider.js';

// The sandbox store's protocol, as the object store speaks it: a form upload (PostObject: a multipart POST with the
// signed policy, then the file) and a PUT signed with temporary credentials. Refusals answer with the store's XML
// error and write nothing. Only keys within a waiting folder are taken, at most STORAGE_WAITING_MAX objects each.

// A request's Date may be this far from the server's clock.
const DATE_SKEW_SECONDS = 15 * 60;
// Room for a form's other fields and the multipart framing around the file.
const FORM_OVERHEAD_BYTES = 64 * 1024;

type Refusal = { status: number; code: string; message: string };
const refusal = (status: number, code: string, message: string): Refusal => ({ status, code, message });

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendRefusal(reply: FastifyReply, { status, code, message }: Refusal) {
  const requestId = randomBytes(12).toString('hex').toUpperCase();
  return reply.code(status).type('application/xml').header('x-oss-request-id', requestId).header('cache-control', 'no-store').send(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n  <Code>${code}</Code>\n  <Message>${escapeXml(message)}</Message>\n`
    + `  <RequestId>${requestId}</RequestId>\n  <HostId>${SANDBOX_BUCKET}</HostId>\n</Error>\n`,
  );
}

function sendStored(reply: FastifyReply, status: number, bytes: Buffer, body = '') {
  const etag = `"${createHash('md5').update(bytes).digest('hex').toUpperCase()}"`;
  return reply.code(status).header('etag', etag).header('x-oss-request-id', randomBytes(12).toString('hex').toUpperCase())
    .header('cache-control', 'no-store').type(body ? 'application/xml' : 'text/plain').send(body);
}

// The request's body, or null when it is longer than `limit` (what is left is then not read: the connection closes).
function readBody(stream: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(stream.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', take).off('end', done).off('error', reject);
      stream.pause();
    };
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        resolve(null);
      } else chunks.push(chunk);
    };
    const done = () => resolve(Buffer.concat(chunks));
    stream.on('data', take).once('end', done).once('error', reject);
  });
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

// Where an object may be written: a valid key within a waiting folder that has room for one more object.
async function placeProblem(files: SandboxFiles, key: string): Promise<Refusal | null> {
  const problem = keyProblem(key);
  if (problem) return refusal(400, 'InvalidObjectName', problem);
  const owner = waitingOwner(key);
  if (owner === null) return refusal(403, 'AccessDenied', 'objects are written only within a waiting folder (waiting/<staff id>/)');
  if (!(await files.exists(key)) && (await files.count(waitingDir(owner))) >= STORAGE_WAITING_MAX) {
    return refusal(403, 'TooManyWaitingObjects', `the waiting folder already holds ${STORAGE_WAITING_MAX} objects: use them, or wait until they are removed`);
  }
  return null;
}

async function store(reply: FastifyReply, files: SandboxFiles, key: string, bytes: Buffer, answer: (bytes: Buffer) => unknown) {
  const place = await placeProblem(files, key);
  if (place) return sendRefusal(reply, place);
  if ((await files.write(key, bytes)) === 'clash') return sendRefusal(reply, refusal(409, 'InvalidObjectName', 'the key clashes with a folder of other objects'));
  return answer(bytes);
}

// What a form's field or the bucket is, for a policy's condition on `$name`.
type FormValues = { bucket: string; fields: Map<string, string> };
const valueOf = (form: FormValues, name: string) => (name === 'bucket' ? form.bucket : form.fields.get(name));

// What a policy's condition refuses in the form; null when it holds.
function conditionProblem(condition: PolicyCondition, form: FormValues, size: number): Refusal | null {
  const failed = refusal(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  if (!Array.isArray(condition)) {
    if (typeof condition !== 'object' || condition === null) return refusal(400, 'InvalidPolicyDocument', 'a condition is neither an object nor a list');
    return Object.entries(condition).every(([name, value]) => valueOf(form, name.toLowerCase()) === value) ? null : failed;
  }
  const [op, a, b] = condition;
  switch (String(op).toLowerCase()) {
    case 'content-length-range':
      if (typeof a !== 'number' || typeof b !== 'number') return refusal(400, 'InvalidPolicyDocument', 'content-length-range needs two numbers');
      if (size < a) return refusal(400, 'EntityTooSmall', `Your proposed upload is smaller than the minimum allowed size (${a} bytes)`);
      if (size > b) return refusal(400, 'EntityTooLarge', `Your proposed upload exceeds the maximum allowed size (${b} bytes)`);
      return null;
    case 'eq': case 'starts-with': {
      if (typeof a !== 'string' || !a.startsWith('$') || typeof b !== 'string') return refusal(400, 'InvalidPolicyDocument', `a malformed condition: ${JSON.stringify(condition)}`);
      const value = valueOf(form, a.slice(1).toLowerCase());
      const holds = value !== undefined && (String(op).toLowerCase() === 'eq' ? value === b : value.startsWith(b));
      return holds ? null : failed;
    }
    default:
      return refusal(400, 'InvalidPolicyDocument', `an unknown condition: ${String(op)}`);
  }
}

// The policy document a form carries, when it is one.
function policyOf(text: string, now: number): PolicyDocument | Refusal {
  let policy: unknown;
  try {
    policy = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return refusal(400, 'InvalidPolicyDocument', 'the policy is not base64 JSON');
  }
  const { expiration, conditions } = (policy ?? {}) as Partial<PolicyDocument>;
  const expires = typeof expiration === 'string' ? Date.parse(expiration) : Number.NaN;
  if (Number.isNaN(expires) || !Array.isArray(conditions)) return refusal(400, 'InvalidPolicyDocument', 'the policy needs an expiration time and a list of conditions');
  if (expires / 1000 <= now) return refusal(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  return { expiration, conditions } as PolicyDocument;
}

// The form upload: the policy's signature, its expiry and every condition are checked before the file is kept.
async function formUpload(request: FastifyRequest, reply: FastifyReply, signer: SandboxSigner, files: SandboxFiles) {
  const body = await readBody(request.raw, STORAGE_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if (!body) return sendRefusal(reply.header('connection', 'close'), refusal(400, 'EntityTooLarge', `the upload is larger than ${STORAGE_MAX_BYTES} bytes`));
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return sendRefusal(reply, refusal(400, 'InvalidArgument', 'a form upload is sent as multipart/form-data'));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    return sendRefusal(reply, refusal(400, 'MalformedPOSTRequest', 'the body is not a well-formed multipart/form-data'));
  }
  const fields = new Map<string, string>();
  let file: File | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else if (name.toLowerCase() === 'file' && !file) file = value;
  }
  const missing = ['key', 'policy', 'ossaccesskeyid', 'signature'].filter((name) => !fields.get(name));
  if (!file) missing.push('file');
  if (missing.length || !file) return sendRefusal(reply, refusal(400, 'InvalidArgument', `the form lacks ${missing.join(', ')}`));
  if (fields.get('ossaccesskeyid') !== FORM_ACCESS_KEY_ID) return sendRefusal(reply, refusal(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.'));
  const policyText = fields.get('policy') ?? '';
  if (!sameSignature(fields.get('signature') ?? '', signPolicy(signer.formSecret, policyText))) {
    return sendRefusal(reply, refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'));
  }
  const policy = policyOf(policyText, request.meta.now);
  if ('status' in policy) return sendRefusal(reply, policy);
  const bytes = Buffer.from(await file.arrayBuffer());
  for (const condition of policy.conditions) {
    const problem = conditionProblem(condition, { bucket: SANDBOX_BUCKET, fields }, bytes.length);
    if (problem) return sendRefusal(reply, problem);
  }
  const key = fields.get('key') ?? '';
  const status = fields.get('success_action_status');
  return store(reply, files, key, bytes, (stored) => (status === '200' || status === '201'
    ? sendStored(reply, Number(status), stored, status === '201'
      ? `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse>\n  <Bucket>${SANDBOX_BUCKET}</Bucket>\n  <Key>${escapeXml(key)}</Key>\n</PostResponse>\n` : '')
    : sendStored(reply, 204, stored)));
}

// A PUT signed with temporary credentials: the credentials, the request's date and signature, and the key's folder are
// checked before the body is read.
async function signedPut(request: FastifyRequest, reply: FastifyReply, signer: SandboxSigner, files: SandboxFiles) {
  const rawPath = request.url.split('?')[0]?.slice(`${SANDBOX_STORE}/${SANDBOX_BUCKET}/`.length) ?? '';
  let key: string;
  try {
    key = decodeURIComponent(rawPath);
  } catch {
    return sendRefusal(reply, refusal(400, 'InvalidObjectName', 'the key is not valid URL encoding'));
  }
  const headers = headersOf(request);
  const auth = /^OSS ([^:\s]+):(\S+)$/.exec(headers.authorization ?? '');
  const token = headers['x-oss-security-token'];
  if (!auth || !token) return sendRefusal(reply, refusal(403, 'AccessDenied', 'the request needs an Authorization header "OSS <id>:<signature>" and x-oss-security-token'));
  const [, accessKeyId = '', signature = ''] = auth;
  const credentials = signer.verify(accessKeyId, token);
  if (!credentials) return sendRefusal(reply, refusal(403, 'InvalidAccessKeyId', 'The OSS Access Key Id or security token you provided is not valid.'));
  const now = request.meta.now;
  if (credentials.grant.exp <= now) return sendRefusal(reply, refusal(403, 'SecurityTokenExpired', 'The security token you provided has expired.'));
  const date = Date.parse(headers.date ?? headers['x-oss-date'] ?? '');
  if (Number.isNaN(date)) return sendRefusal(reply, refusal(403, 'AccessDenied', 'the request needs a Date header'));
  if (Math.abs(date / 1000 - now) > DATE_SKEW_SECONDS) {
    return sendRefusal(reply, refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.'));
  }
  const expected = authorization(accessKeyId, credentials.accessKeySecret, { method: 'PUT', headers, bucket: SANDBOX_BUCKET, key });
  if (!sameSignature(`OSS ${accessKeyId}:${signature}`, expected)) {
    return sendRefusal(reply, refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'));
  }
  if (!key.startsWith(credentials.grant.dir)) return sendRefusal(reply, refusal(403, 'AccessDenied', `these credentials write only within ${credentials.grant.dir}`));
  const limit = Math.min(credentials.grant.max, STORAGE_MAX_BYTES);
  const bytes = await readBody(request.raw, limit);
  if (!bytes) return sendRefusal(reply.header('connection', 'close'), refusal(400, 'EntityTooLarge', `the object is larger than ${limit} bytes`));
  if (bytes.length === 0) return sendRefusal(reply, refusal(400, 'EntityTooSmall', 'the object is empty'));
  const md5 = headers['content-md5'];
  if (md5 !== undefined && md5 !== createHash('md5').update(bytes).digest('base64')) {
    return sendRefusal(reply, refusal(400, 'InvalidDigest', 'The Content-MD5 you specified is not the MD5 of the body.'));
  }
  return store(reply, files, key, bytes, (stored) => sendStored(reply, 200, stored));
}

export async function sandboxStoreRoutes(state: AppState): Promise<PlainRoute[]> {
  const signer = sandboxSigner(await storageKey(state.db, state.config.storageProviderSecret));
  const files = sandboxFiles(state.config.dataDir, SANDBOX_BUCKET);
  const bucketUrl = `${SANDBOX_STORE}/${SANDBOX_BUCKET}`;
  return [
    { method: 'POST', url: bucketUrl, stream: true, handler: (request, reply) => formUpload(request, reply, signer, files) },
    { method: 'PUT', url: `${bucketUrl}/*`, stream: true, handler: (request, reply) => signedPut(request, reply, signer, files) },
  ];
}
