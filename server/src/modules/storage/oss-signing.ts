import { createHmac, timingSafeEqual } from 'node:crypto';

// The object store protocol's signatures (Aliyun OSS, signature version 1), which the sandbox store checks and a real
// OSS adapter makes the same way: a form upload's policy is signed as its base64 text, a PUT request as the string
// made of its method, content headers, date, x-oss-* headers and resource.

export type PolicyCondition = Record<string, string> | [string, string, string] | [string, number, number];
export type PolicyDocument = { expiration: string; conditions: PolicyCondition[] };

export function hmacSha1(secret: string, text: string): string {
  return createHmac('sha1', secret).update(text, 'utf8').digest('base64');
}

// A form upload's `policy` field: the policy document as base64 JSON.
export function encodePolicy(policy: PolicyDocument): string {
  return Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
}

export function signPolicy(accessKeySecret: string, policyBase64: string): string {
  return hmacSha1(accessKeySecret, policyBase64);
}

// Whether two signatures are the same, in a time that does not tell how much of them matched.
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type SignedRequest = {
  method: string;
  // Header names in lower case.
  headers: Record<string, string | undefined>;
  bucket: string;
  key: string;
};

// The text a request's signature covers: VERB, Content-MD5, Content-Type and Date on lines of their own, then each
// x-oss-* header as "name:value" in name order, then /bucket/key (the key as it is, not URL-encoded).
export function stringToSign({ method, headers, bucket, key }: SignedRequest): string {
  const oss = Object.entries(headers)
    .filter((entry): entry is [string, string] => entry[0].startsWith('x-oss-') && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${value.trim()}\n`).join('');
  const date = headers.date ?? headers['x-oss-date'] ?? '';
  return `${method}\n${headers['content-md5'] ?? ''}\n${headers['content-type'] ?? ''}\n${date}\n${oss}/${bucket}/${key}`;
}

// A request's Authorization header: "OSS <access key id>:<signature>".
export function authorization(accessKeyId: string, accessKeySecret: string, request: SignedRequest): string {
  return `OSS ${accessKeyId}:${hmacSha1(accessKeySecret, stringToSign(request))}`;
}
