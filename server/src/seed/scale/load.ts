import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db, DbHandle } from '../../core/db/database.js';
import { analyzeDatabase } from '../../core/db/statistics.js';
import { prepareDatabase } from '../../server.js';
import { generateScale, type ScaleContext, type ScaleSummary } from './generate.js';
import { bitsById } from '../../modules/house/label-bits.js';
import { reindexFollowups } from '../../modules/house/followup-index.js';
import { recountFollowups } from '../../modules/statistics/followup-day.js';
import { recountHouseDays } from '../../modules/statistics/house-day.js';
import { seedCustomers } from '../customers.js';
import { seedScaleDeals, type ScaleDealsResult } from './deals.js';
import {
  pgCreateIndexes, pgDropIndexes, pgSink, sqliteCreateIndexes, sqliteDropIndexes, sqliteSink,
  type SavedIndex,
} from './sinks.js';

// seed:scale's work on a fresh database (the command line checks that it is one): the schema and the demo company
// through the app's own code, then the generated rows written straight through the driver.

export type ScaleTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

export type ScaleOptions = {
  houses: number;
  followupsPerHouse: number;
  // Customers per house (each with CUSTOMER_LOOKS_PER_CUSTOMER viewings); none unless given (the command's default is
  // CUSTOMERS_PER_HOUSE).
  customersPerHouse?: number;
  // Deals on the generated houses and customers (deals.ts); none unless given.
  deals?: number;
  now: number;
  say: (line: string) => void;
};

export type ScaleResult = ScaleSummary & { demoHouses: number; indexes: number; customers: number; deals: ScaleDealsResult };

export const CUSTOMERS_PER_HOUSE = 0.3;
export const CUSTOMER_LOOKS_PER_CUSTOMER = 3;

// Stores and staff grow with the data: about 1,400 houses per person at a million.
export const staffScaleFor = (houses: number) => Math.max(1, Math.min(20, Math.ceil(houses / 50_000)));

export async function seedScale(handle: DbHandle, target: ScaleTarget, options: ScaleOptions): Promise<ScaleResult> {
  const { say } = options;
  const scale = staffScaleFor(options.houses);
  await prepareDatabase(handle, { seed: true, scale });
  say(`schema migrated, demo company seeded (scale ${scale}) on ${handle.location}`);
  const context = await readContext(handle.db, options);
  const demoHouses = Number((await handle.db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  context.houses = Math.max(0, options.houses - demoHouses);
  say(`generating ${context.houses.toLocaleString('en')} houses (plus the demo's ${demoHouses}) with ${options.followupsPerHouse} follow-ups each, `
    + `${context.staff.length} staff in ${new Set(context.staff.map((s) => s.store_id)).size} stores`);

  const logIndex = (name: string, ms: number) => say(`index ${name} built in ${(ms / 1000).toFixed(1)} s`);
  let summary: ScaleSummary;
  let saved: SavedIndex[];
  if (target.dialect === 'postgres') {
    const pool = openPgForLoad(target);
    try {
      saved = await pgDropIndexes(pool);
      summary = await generateScale(context, pgSink(pool));
      say(`rows stored; building ${saved.length} indexes`);
      await pgCreateIndexes(pool, saved, logIndex);
      for (const table of ['region', 'building', 'unit', 'floor', 'door', 'house', 'house_key']) {
        await pool.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`);
      }
      // Statistics for the planner, and the visibility map, without which index-only scans read the table anyway
      // (autovacuum would get there in its own time).
      const loaded = ['region', 'building', 'unit', 'floor', 'door', 'house', 'house_label', 'followup', 'house_key', 'house_key_log'];
      for (const table of loaded) await pool.query(`vacuum analyze "${table}"`);
      // And the rest, as SQLite's analyze below does: the demo's staff, stores and sessions grown to the size were
      // never analysed (autovacuum may be off, as on the bench's machines, or not there yet), and the planner took
      // its default guesses for them (75 staff for 722).
      const { rows } = await pool.query<{ tablename: string }>('select tablename from pg_tables where schemaname = current_schema()');
      for (const { tablename } of rows) if (!loaded.includes(tablename)) await pool.query(`analyze "${tablename}"`);
    } finally {
      await pool.end();
    }
  } else {
    const db = openSqliteForLoad(target.file);
    try {
      saved = sqliteDropIndexes(db);
      const sink = sqliteSink(db);
      summary = await generateScale(context, sink);
      sink.finish();
      say(`rows stored; building ${saved.length} indexes`);
      sqliteCreateIndexes(db, saved, logIndex);
      db.exec('analyze');
      db.pragma('synchronous = NORMAL');
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
  }
  // The generated follow-ups went in around the app's writer: their keyword index entries, as `npm run db:reindex` writes them.
  if (target.dialect === 'sqlite') {
    const started = performance.now();
    await reindexFollowups(handle, { all: false });
    logIndex('followup_gram (the follow-ups\' character pairs)', performance.now() - started);
  }
  // And their follow-up statistics, counted afresh as `npm run db:reindex` counts them.
  const counting = performance.now();
  await recountFollowups(handle.db);
  logIndex('followup_day and followup_month (the follow-up statistics)', performance.now() - counting);
  const housing = performance.now();
  await recountHouseDays(handle.db);
  logIndex('house_day (the house statistics)', performance.now() - housing);
  // Customers, their appointments and viewings through the app's own connection, the indexes in place, a block a
  // transaction (seed/customers.ts).
  const perHouse = options.customersPerHouse ?? 0;
  const customers = perHouse > 0
    ? await seedCustomers(handle.db, { now: options.now, perHouse, looksPerCustomer: CUSTOMER_LOOKS_PER_CUSTOMER, blocks: { transaction: true, say } })
    : 0;
  // Their follow-ups' character pairs went into new segments of the pairs' index: merged into one again, as the load's.
  if (customers && target.dialect === 'sqlite') await sql`insert into followup_gram (followup_gram) values ('optimize')`.execute(handle.db);
  // Deals last, on the houses and customers now in place.
  const deals = options.deals ? await seedScaleDeals(handle.db, { count: options.deals, now: options.now, say }) : { deals: 0, steps: 0, performance: 0, receipts: 0 };
  // The planner's statistics once more, as `npm run db:analyze` gathers them: the load's were taken before the
  // follow-up statistics, customers and deals were written, and counted the demo's few; on PostgreSQL every table
  // vacuumed too, the customers and deals included.
  const analysing = performance.now();
  await analyzeDatabase(handle, { vacuum: true });
  say(`planner statistics gathered in ${((performance.now() - analysing) / 1000).toFixed(1)} s`);
  return { ...summary, demoHouses, indexes: saved.length, customers, deals };
}

// The load's own connection. Foreign keys are on, so every row is checked against its parent as it is inserted and
// a dangling one fails the load there (the parents are looked up by primary key, whose indexes are never dropped);
// a `PRAGMA foreign_key_check` at the end, which the load once ran, read all the rows again for nothing (6 s at a
// million).
export function openSqliteForLoad(file: string): SQLite.Database {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Only for the load: a crash now loses a database nobody uses yet. The app opens it with synchronous = NORMAL.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  return db;
}

// The PostgreSQL load's pool: a few connections (inserts in flight, two index builds at once) in the target's schema.
export function openPgForLoad(target: Extract<ScaleTarget, { dialect: 'postgres' }>, max = 5): pg.Pool {
  return new pg.Pool({ connectionString: target.url, max, ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}) });
}

async function readContext(db: Db, options: ScaleOptions): Promise<ScaleContext> {
  const nextId = async (table: 'region' | 'building' | 'unit' | 'floor' | 'door' | 'house' | 'house_key') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.max<number>('id').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  const staff = (await db.selectFrom('staff').select(['id', 'store_id', 'name']).where('store_id', 'is not', null).where('status', '=', 'active')
    .orderBy('id').execute()) as { id: number; store_id: number; name: string }[];
  // The demo's keys are numbered K0001… in each store; the generated ones go on from the last.
  const keySerial = new Map<number, number>();
  for (const key of await db.selectFrom('house_key').select(['store_id', 'number']).execute()) {
    const serial = /^K(\d+)$/.exec(key.number);
    if (serial) keySerial.set(key.store_id, Math.max(keySerial.get(key.store_id) ?? 0, Number(serial[1])));
  }
  const admin = await db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  const regions = await db.selectFrom('region').select(['area_id', 'name']).execute();
  const houseLabels = await db.selectFrom('label').select(['id', 'bit']).where('kind', '=', 'house').where('enabled', '=', 1).orderBy('id').execute();
  return {
    now: options.now,
    houses: 0,
    followupsPerHouse: options.followupsPerHouse,
    nextId: {
      region: await nextId('region'), building: await nextId('building'), unit: await nextId('unit'), floor: await nextId('floor'),
      door: await nextId('door'), house: await nextId('house'), house_key: await nextId('house_key'),
    },
    keySerial,
    areaIds: (await db.selectFrom('area').select('id').where('level', '=', 3).orderBy('id').execute()).map((a) => a.id),
    takenNames: new Set(regions.map((r) => `${r.area_id}:${r.name}`)),
    staff,
    creatorId: admin.id,
    houseLabelIds: houseLabels.map((l) => l.id),
    houseLabelBits: bitsById(houseLabels),
    progress: (stage, done, total) => options.say(`${stage}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
  };
}
