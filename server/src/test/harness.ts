import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { fillPath, type DataOf, type Endpoint, type InputOf } from '@brokerage/contract';
import { loadConfig } from '../core/config.js';
import { openDatabase, type Db, type DbHandle } from '../core/db/database.js';
import { createServer, prepareDatabase } from '../server.js';
import { DEMO_ACCOUNTS } from '../seed/demo.js';
import type { RouteDef } from '../core/route.js';
import { onServer, testDatabaseName, testDatabaseUrl, type Templates } from './templates.js';

export type Dialect = 'sqlite' | 'postgres';

export function testDialect(): Dialect {
  return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

// The plan a statement would run with, as text: SQLite's EXPLAIN QUERY PLAN after ANALYZE (the statistics the
// migrations and npm run db:analyze gather on a database of some size), PostgreSQL's EXPLAIN with sequential scans off
// (it would still scan a test's small table whatever its indexes, so it is asked what it would use otherwise).
// `generic` (PostgreSQL): the generic plan, which a prepared statement settles on, planned without the values.
export async function planOf(db: Db, statement: Compilable, { generic = false } = {}): Promise<string> {
  const compiled = statement.compile();
  return db.transaction().execute(async (trx) => {
    if (testDialect() === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
    else await sql`analyze`.execute(trx);
    let result;
    if (testDialect() === 'postgres' && generic) {
      await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
      await sql.raw(`prepare plan_of as ${compiled.sql}`).execute(trx);
      const values = compiled.parameters.map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`));
      result = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain execute plan_of${values.length ? `(${values.join(', ')})` : ''}`));
      await sql`deallocate plan_of`.execute(trx);
    } else {
      const prefix = testDialect() === 'postgres' ? 'explain' : 'explain query plan';
      result = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]));
    }
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

export type FreshDatabase = {
  handle: DbHandle;
  // Another connection to the same database, as a second server would have.
  open: () => DbHandle;
  // PostgreSQL: the database's connection string, for connections of a test's own.
  databaseUrl?: string;
  drop: () => Promise<void>;
};

// A fresh database for one test file: a temporary SQLite file, or a database of its own on PostgreSQL; empty, or a copy
// of one of the run's templates (test/templates.ts).
export async function freshDatabase(template?: keyof Templates): Promise<FreshDatabase> {
  const from = template && inject('databaseTemplates')[template];
  if (testDialect() === 'postgres') {
    const name = testDatabaseName();
    await onServer(`create database ${name}${from ? ` template ${from}` : ''}`);
    const databaseUrl = testDatabaseUrl(name);
    const open = () => openDatabase({ databaseUrl, poolSize: 5 });
    return {
      handle: open(),
      open,
      databaseUrl,
      // Not WITH (FORCE): a pool's end() resolves before its connections have closed, and PostgreSQL waits for them.
      drop: async () => {
        await onServer(`drop database if exists ${name}`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-test-'));
  const file = path.join(dir, 'test.sqlite');
  if (from) fs.copyFileSync(from, file);
  const open = () => openDatabase({ sqliteFile: file });
  return { handle: open(), open, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export type CallOptions = { token?: string | null; headers?: Record<string, string>; lang?: string; ip?: string };
export type Envelope<T = unknown> = { code: string; message: string; error: string; data: T };

export type TestApp = {
  app: FastifyInstance;
  // A second server on the same database.
  secondServer: () => Promise<FastifyInstance>;
  db: Db;
  handle: DbHandle;
  // PostgreSQL: the database's connection string, for connections of a test's own.
  databaseUrl?: string;
  // The app's DATA_DIR (its uploads).
  dataDir: string;
  // Calls an endpoint through app.inject() and returns the HTTP status and the envelope.
  call: <E extends Endpoint>(endpoint: E, input?: InputOf<E> | Record<string, unknown>, options?: CallOptions) =>
    Promise<{ status: number; body: Envelope<DataOf<E>> }>;
  // Raw call by method and path (for malformed input the contract types would not allow).
  raw: (method: 'GET' | 'POST', url: string, payload?: unknown, options?: CallOptions) =>
    Promise<{ status: number; body: Envelope }>;
  login: (account?: keyof typeof DEMO_ACCOUNTS | { account: string; password: string }, options?: CallOptions) =>
    Promise<string>;
  close: () => Promise<void>;
};

// `demoPictures`: seed the demo house pictures too (files in the app's upload folder); off by default to keep the many
// test apps quick to make. `routes`: the endpoints served instead of the app's own. `env`: settings read as the
// server reads its environment (COMPANY_TIME_ZONE …); none by default.
export async function createTestApp(options: { seed?: boolean; demoPictures?: boolean; routes?: RouteDef[]; env?: NodeJS.ProcessEnv } = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  // The demo pictures are files in this app's own folder, which no template holds: that app is prepared anew.
  const { handle, drop, open, databaseUrl } = await freshDatabase(options.demoPictures ? undefined : seed ? 'seeded' : 'migrated');
  // Uploads go to a folder of this app's own, removed with it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-data-'));
  if (options.demoPictures) await prepareDatabase(handle, { seed, dataDir });
  const config = { ...loadConfig(options.env ?? {}), dataDir, logLevel: 'silent', webDist: path.join(os.tmpdir(), 'no-web-dist') };
  const app = await createServer(config, handle, options.routes ? { routes: options.routes } : {});
  await app.ready();
  const others: FastifyInstance[] = [];
  const secondServer = async () => {
    const other = await createServer(config, open());
    others.push(other);
    await other.ready();
    return other;
  };

  const headersOf = (opts: CallOptions = {}) => ({
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    'accept-language': opts.lang ?? 'en',
    ...opts.headers,
  });

  const raw: TestApp['raw'] = async (method, url, payload, opts) => {
    const response = await app.inject({
      method,
      url,
      headers: headersOf(opts),
      ...(opts?.ip ? { remoteAddress: opts.ip } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() as Envelope };
  };

  const call: TestApp['call'] = async (endpoint, input = {}, opts) => {
    const { path: filled, rest } = fillPath(endpoint.path, input as Record<string, unknown>);
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)])).toString();
      return raw('GET', `/api/v1/${filled}${query ? `?${query}` : ''}`, undefined, opts) as never;
    }
    return raw('POST', `/api/v1/${filled}`, rest, opts) as never;
  };

  const login: TestApp['login'] = async (who = 'admin', opts) => {
    const credentials = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
    const response = await raw('POST', '/api/v1/user/login', { username: credentials.account, password: credentials.password }, opts);
    if (response.body.code !== '200000') throw new Error(`login ${credentials.account} failed: ${JSON.stringify(response.body)}`);
    return (response.body.data as { token: string }).token;
  };

  return {
    app, secondServer, db: handle.db, handle, databaseUrl, dataDir, call, raw, login,
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ALL_TABLES = [
  'company', 'district', 'department', 'store', 'role', 'position', 'level', 'staff', 'staff_phone', 'permission', 'menu',
  'role_menu', 'role_permission', 'session', 'device_bind', 'place', 'security_setting', 'login_attempt', 'password_history',
  'operation_log', 'behaviour_log', 'interface_log', 'monthly_target', 'message', 'message_recipient',
  'staff_point_log', 'blacklist', 'staff_property', 'staff_growth', 'staff_teaching', 'module_switch',
  'area', 'region', 'building', 'unit', 'floor', 'door',
  'school_district', 'school_district_region', 'school_district_building', 'label', 'zone', 'zone_store', 'zone_region',
  'house', 'house_label', 'house_price_history', 'followup', 'followup_day', 'followup_month', 'house_day', 'pool_claim', 'house_fav', 'house_focus',
  'app_secret', 'house_owner', 'house_owner_phone', 'house_key', 'house_key_log', 'house_role',
  'house_picture',
  'house_offline', 'housecheck_import',
  'house_view', 'article', 'article_read',
  'customer', 'customer_phone', 'customer_want_region', 'customer_want_area', 'customer_appointment', 'customer_appointment_house',
  'customer_look', 'customer_look_house', 'customer_look_file',
  'approval_flow', 'approval', 'approval_task', 'approval_chain',
  'deal', 'deal_split', 'deal_performance', 'deal_step', 'deal_picture',
  'pay_order', 'pay_sandbox_trade', 'frontend_error',
  'newhouse', 'newhouse_label', 'newhouse_layout', 'newhouse_agent', 'newhouse_staff', 'newhouse_picture', 'newhouse_report',
  'entrust_book', 'entrust_file',
  'phone_call', 'phone_sandbox_call', 'phone_view_followup',
  'house_portal', 'portal_sandbox_listing',
  'vr_user', 'vr_task', 'vr_order_claim', 'vr_sandbox_package', 'vr_sandbox_user', 'vr_sandbox_task',
] as const;

// Tables too big to compare row by row in the hundreds of refusal tests: their rows are counted instead (an
// insert or delete shows; these tables are never updated in place by a refused request's code path).
const COUNTED_TABLES = new Set<string>(['area', 'region', 'building', 'unit', 'floor', 'door', 'message', 'message_recipient',
  'house', 'house_label', 'house_price_history', 'followup', 'house_owner', 'house_owner_phone', 'house_key', 'house_key_log', 'house_role',
  'house_picture', 'customer_phone', 'customer_want_region', 'customer_want_area', 'customer_appointment_house', 'customer_look_house']);

// Every row of every table (counts for the big dictionary and message tables), to prove a refused request wrote
// nothing.
export async function snapshot(db: Db, except: readonly (typeof ALL_TABLES)[number][] = []): Promise<string> {
  const parts = await Promise.all(ALL_TABLES.filter((name) => !except.includes(name)).map(async (table) => {
    if (COUNTED_TABLES.has(table)) {
      const { n } = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return `${table}: ${String(n)} rows`;
    }
    const rows = await db.selectFrom(table).selectAll().execute();
    // A session's last-seen time moves on any authenticated call once a minute, refused or not: it is bookkeeping
    // of the session, not data a request wrote.
    const kept = table === 'session' ? rows.map(({ last_seen_at: _seen, ...rest }) => rest) : rows;
    return `${table}:${kept.map((r) => JSON.stringify(r)).sort().join('\n')}`;
  }));
  return parts.join('\n\n');
}

// What changed between two snapshots, table by table, with a few of the rows gone and the rows new; '' when nothing
// did. Lets a group of refused calls share one comparison and still say where a write went.
export function snapshotChanges(before: string, after: string): string {
  if (before === after) return '';
  const tables = (s: string) => new Map(s.split('\n\n').map((part) => {
    const colon = part.indexOf(':');
    return [part.slice(0, colon), part.slice(colon + 1).split('\n')] as const;
  }));
  const [was, now] = [tables(before), tables(after)];
  const lines: string[] = [];
  for (const [table, rows] of now) {
    const old = new Set(was.get(table) ?? []);
    const kept = new Set(rows);
    const gone = [...old].filter((row) => !kept.has(row));
    const added = rows.filter((row) => !old.has(row));
    if (gone.length === 0 && added.length === 0) continue;
    lines.push(`${table}: ${gone.length} gone, ${added.length} new`);
    for (const row of gone.slice(0, 3)) lines.push(`  - ${row.slice(0, 300)}`);
    for (const row of added.slice(0, 3)) lines.push(`  + ${row.slice(0, 300)}`);
  }
  return lines.join('\n') || 'the tables compared differ';
}
