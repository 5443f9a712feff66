import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { REPO_ROOT } from '../core/config.js';
import { openDatabase } from '../core/db/database.js';
import { nowSeconds, setCompanyTimeZone } from '../core/clock.js';
import { CUSTOMERS_PER_HOUSE, CUSTOMER_LOOKS_PER_CUSTOMER, seedScale } from '../seed/scale/load.js';

// npm run seed:scale -- --houses 1000000 [--followups-per-house 3] [--customers 0.3] [--deals 0] [--db file | DATABASE_URL] [--force]
// Fills a fresh database with the demo company (its staff, stores, dictionary, demo houses) and then as many houses
// as asked for, on generated communities, with labels, follow-ups and keys, customers (per house) with three
// viewings each, and deals on them with their steps and performance. See docs/performance.md.

const USAGE = 'usage: npm run seed:scale -- --houses N [--followups-per-house 3] [--customers 0.3 (per house)] [--deals N] [--db file.sqlite] [--force]\n'
  + '       (DATABASE_URL=postgres://… for PostgreSQL; --force empties a database that is not fresh)';

const { values: args } = parseArgs({
  options: {
    houses: { type: 'string', default: '100000' },
    'followups-per-house': { type: 'string', default: '3' },
    customers: { type: 'string' },
    deals: { type: 'string', default: '0' },
    db: { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const wholeNumber = (value: string | undefined, name: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 50_000_000) {
    console.error(`--${name} must be a whole number, got "${value}"\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
// The demo's appointment days and dates are the company's, as the server's (COMPANY_TIME_ZONE, README).
if (process.env.COMPANY_TIME_ZONE?.trim()) setCompanyTimeZone(process.env.COMPANY_TIME_ZONE);
const totalHouses = wholeNumber(args.houses, 'houses');
const followupsPerHouse = wholeNumber(args['followups-per-house'], 'followups-per-house');
const deals = wholeNumber(args.deals, 'deals');
const databaseUrl = process.env.DATABASE_URL || undefined;
const sqliteFile = path.resolve(args.db ?? path.join(REPO_ROOT, 'data', 'scale.sqlite'));
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[seed:scale ${elapsed()}] ${line}`);

const customersPerHouse = args.customers === undefined ? CUSTOMERS_PER_HOUSE : Number(args.customers);
if (!Number.isFinite(customersPerHouse) || customersPerHouse < 0 || customersPerHouse > 10) {
  console.error(`--customers is customers per house, 0 to 10, got "${args.customers}"\n${USAGE}`);
  process.exit(2);
}

// ---- a fresh database, or --force ----
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`);
    if ((rows[0]?.n ?? 0) > 0) {
      if (!args.force) {
        console.error(`the database is not empty (${rows[0]?.n} tables in its schema); --force drops and recreates the schema`);
        process.exit(1);
      }
      const { rows: [schema] } = await pool.query<{ name: string }>('select current_schema() as name');
      say(`--force: dropping schema ${schema?.name}`);
      await pool.query(`drop schema "${schema?.name}" cascade`);
      await pool.query(`create schema "${schema?.name}"`);
    }
  } finally {
    await pool.end();
  }
} else if (fs.existsSync(sqliteFile) && fs.statSync(sqliteFile).size > 0) {
  if (!args.force) {
    console.error(`${sqliteFile} exists; --force deletes it and starts again`);
    process.exit(1);
  }
  say(`--force: deleting ${sqliteFile}`);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true });
}

// ---- schema, demo company and the generated rows ----
const handle = openDatabase({ databaseUrl, sqliteFile });
let result;
try {
  result = await seedScale(handle, databaseUrl ? { dialect: 'postgres', url: databaseUrl } : { dialect: 'sqlite', file: sqliteFile }, {
    houses: totalHouses, followupsPerHouse, customersPerHouse, deals, now: nowSeconds(), say,
  });
} finally {
  await handle.close();
}
say(`done: ${result.houses.toLocaleString('en')} houses on ${result.doors.toLocaleString('en')} new doors in ${result.regions} new communities, `
  + `${result.labels.toLocaleString('en')} house labels, ${result.keys.toLocaleString('en')} keys, ${result.followups.toLocaleString('en')} follow-ups; `
  + `${(result.demoHouses + result.houses).toLocaleString('en')} houses in all, ${result.customers.toLocaleString('en')} customers with `
  + `${CUSTOMER_LOOKS_PER_CUSTOMER} viewings each, ${result.deals.deals.toLocaleString('en')} deals with ${result.deals.steps.toLocaleString('en')} steps, `
  + `total time ${elapsed()}`);
