import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COMPANY_TIME_ZONE, checkTimeZone } from './clock.js';

// Set by the server's build (cli/build.ts): the bundle lives in server/dist, this file in server/src/core.
declare const __SERVER_BUNDLE__: boolean | undefined;
// Whether the server runs from source (tests, `npm run dev`), where it checks its own work more than the compiled one.
export const FROM_SOURCE = typeof __SERVER_BUNDLE__ === 'undefined';
const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, FROM_SOURCE ? '../../..' : '../..');

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  // Seed demo data into an empty database on start.
  seedDemo: boolean;
  // Serve the built web app from this folder when it exists.
  webDist: string;
  // Trust X-Forwarded-For from a reverse proxy (needed for allowed places behind one).
  trustProxy: boolean;
  bodyLimit: number;
  // OWNER_DATA_KEY: 32 bytes, base64; encrypts owner phones and ID numbers. Unset: a key generated once and kept in
  // the database (app_secret), shared by every server on it.
  ownerDataKey: Buffer | undefined;
  // SERVER_WORKERS: server processes sharing the port (node:cluster); 1 = this process serves. `auto`: one per core.
  workers: number;
  // RESPONSE_CHECK: check every answer against its contract schema with zod before it is written (core/serializer.ts).
  // Default: on where the server runs from source (tests, `npm run dev`), off in the compiled server (`npm start`).
  checkResponses: boolean;
  // PUBLIC_URL: where staff reach the app (the links in QR codes), never taken from a request's Host header.
  publicUrl: string;
  // COMPANY_TIME_ZONE: the zone of the company's days and months, export names and dates, messages' dates.
  timeZone: string;
  // PAY_PROVIDER: the payment provider of QR payments (modules/pay/providers.ts), `sandbox` by default.
  payProvider: string;
  // PAY_PROVIDER_SECRET: the key the provider signs its callbacks with. Unset for the sandbox: a key generated once and
  // kept in the database (app_secret).
  payProviderSecret: string | undefined;
  // CALL_PROVIDER: the telephony provider of calls to owners (modules/phone-call/providers.ts), `sandbox` by default.
  callProvider: string;
  // CALL_PROVIDER_SECRET: the key the provider signs its callbacks with. Unset for the sandbox: a key generated once and
  // kept in the database (app_secret).
  callProviderSecret: string | undefined;
  // PORTAL_PROVIDER: the adapter of the listing portals (modules/portal/providers.ts), `sandbox` by default.
  portalProvider: string;
  // VR_PROVIDER: the virtual-tour service (modules/vr/providers.ts), `sandbox` by default.
  vrProvider: string;
  // VR_PROVIDER_SECRET: the key the VR service signs its callbacks with. Unset for the sandbox: a key generated once and
  // kept in the database (app_secret).
  vrProviderSecret: string | undefined;
  // STORAGE_PROVIDER: the object store files are uploaded to straight (modules/storage/providers.ts), `sandbox` by default.
  storageProvider: string;
  // STORAGE_PROVIDER_SECRET: the key the store's upload policies and temporary credentials are signed with. Unset for the
  // sandbox: a key generated once and kept in the database (app_secret).
  storageProviderSecret: string | undefined;
};

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function flagFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

// OWNER_DATA_KEY, checked: 32 bytes in base64 (openssl rand -base64 32), or undefined when unset.
export function ownerDataKeyFrom(env: NodeJS.ProcessEnv = process.env): Buffer | undefined {
  const value = env.OWNER_DATA_KEY?.trim();
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || key.toString('base64') !== value) throw new Error('OWNER_DATA_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  return key;
}

// Server processes when SERVER_WORKERS is unset: two on a machine with two cores or more, so that one busy with a slow
// call (a large report, an export's query) leaves the other answering, within a few hundred MB of memory.
export function defaultWorkers(): number {
  return Math.min(2, os.availableParallelism());
}

function workersFrom(value: string | undefined): number {
  if (value?.trim().toLowerCase() === 'auto') return os.availableParallelism();
  const n = intFrom(value, defaultWorkers(), 'SERVER_WORKERS');
  if (n < 1) throw new Error(`SERVER_WORKERS must be 1 or more, or auto, got "${value}"`);
  return n;
}

// PUBLIC_URL, checked: an http(s) address without query or fragment, kept without its trailing slash.
export function publicUrlFrom(value: string | undefined, port: number): string {
  if (!value?.trim()) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an address such as https://crm.example.com, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an http or https address without query, fragment or credentials, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

// PAY_PROVIDER, checked for its form (whether an adapter has the name is checked when the app is built).
export function payProviderFrom(value: string | undefined): string {
  const name = value?.trim() || 'sandbox';
  if (!/^[a-z][a-z0-9-]{1,19}$/.test(name)) throw new Error(`PAY_PROVIDER must be a provider's name such as sandbox, got "${value}"`);
  return name;
}

// CALL_PROVIDER, checked for its form (whether an adapter has the name is checked when the app is built).
export function callProviderFrom(value: string | undefined): string {
  const name = value?.trim() || 'sandbox';
  if (!/^[a-z][a-z0-9-]{1,19}$/.test(name)) throw new Error(`CALL_PROVIDER must be a provider's name such as sandbox, got "${value}"`);
  return name;
}

// PORTAL_PROVIDER, checked for its form (whether an adapter has the name is checked when the app is built).
export function portalProviderFrom(value: string | undefined): string {
  const name = value?.trim() || 'sandbox';
  if (!/^[a-z][a-z0-9-]{1,19}$/.test(name)) throw new Error(`PORTAL_PROVIDER must be a provider's name such as sandbox, got "${value}"`);
  return name;
}

// VR_PROVIDER, checked for its form (whether an adapter has the name is checked when the app is built).
export function vrProviderFrom(value: string | undefined): string {
  const name = value?.trim() || 'sandbox';
  if (!/^[a-z][a-z0-9-]{1,19}$/.test(name)) throw new Error(`VR_PROVIDER must be a provider's name such as sandbox, got "${value}"`);
  return name;
}

// STORAGE_PROVIDER, checked for its form (whether an adapter has the name is checked when the app is built).
export function storageProviderFrom(value: string | undefined): string {
  const name = value?.trim() || 'sandbox';
  if (!/^[a-z][a-z0-9-]{1,19}$/.test(name)) throw new Error(`STORAGE_PROVIDER must be a provider's name such as sandbox, got "${value}"`);
  return name;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const port = intFrom(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data')),
    databaseUrl,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flagFrom(env.SEED_DEMO, true),
    webDist: path.resolve(env.WEB_DIST || path.join(REPO_ROOT, 'web/dist')),
    trustProxy: flagFrom(env.TRUST_PROXY, false),
    bodyLimit: intFrom(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    ownerDataKey: ownerDataKeyFrom(env),
    workers: workersFrom(env.SERVER_WORKERS),
    checkResponses: flagFrom(env.RESPONSE_CHECK, FROM_SOURCE),
    publicUrl: publicUrlFrom(env.PUBLIC_URL, port),
    timeZone: env.COMPANY_TIME_ZONE?.trim() ? checkTimeZone(env.COMPANY_TIME_ZONE) : DEFAULT_COMPANY_TIME_ZONE,
    payProvider: payProviderFrom(env.PAY_PROVIDER),
    payProviderSecret: env.PAY_PROVIDER_SECRET?.trim() || undefined,
    callProvider: callProviderFrom(env.CALL_PROVIDER),
    callProviderSecret: env.CALL_PROVIDER_SECRET?.trim() || undefined,
    portalProvider: portalProviderFrom(env.PORTAL_PROVIDER),
    vrProvider: vrProviderFrom(env.VR_PROVIDER),
    vrProviderSecret: env.VR_PROVIDER_SECRET?.trim() || undefined,
    storageProvider: storageProviderFrom(env.STORAGE_PROVIDER),
    storageProviderSecret: env.STORAGE_PROVIDER_SECRET?.trim() || undefined,
  };
}
