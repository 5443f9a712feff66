import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase } from '../test/harness.js';
import { prepareDatabase } from '../server.js';
import type { DbHandle } from '../core/db/database.js';
import { seedDemo } from './demo.js';
import { nowSeconds } from '../core/clock.js';
import { readHousePolicy } from '../core/settings.js';
import { releaseDue } from '../modules/house/house.jobs.js';

const DAY = 86_400;

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  await prepareDatabase(handle, { seed: true });
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('demo data', () => {
  it('has one company, 2 districts, 6 stores, the three roles and about 40 staff with phones and levels', async () => {
    const count = async (table: 'company' | 'district' | 'store' | 'staff' | 'role') =>
      Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('company')).toBe(1);
    expect(await count('district')).toBe(2);
    expect(await count('store')).toBe(6);
    expect(await count('staff')).toBeGreaterThanOrEqual(38);
    expect(await count('staff')).toBeLessThanOrEqual(45);
    const roles = await handle.db.selectFrom('role').select(['code', 'name']).orderBy('id').execute();
    expect(roles).toEqual([{ code: 'admin', name: '管理员' }, { code: 'manager', name: '店长' }, { code: 'agent', name: '经纪人' }]);
    const withoutPhone = await handle.db.selectFrom('staff').select('id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('staff_phone').select('id').whereRef('staff_phone.staff_id', '=', 'staff.id'))))
      .execute();
    expect(withoutPhone).toEqual([]);
    const stores = await handle.db.selectFrom('store').select('manager_id').execute();
    expect(stores.every((s) => s.manager_id !== null)).toBe(true);
  });

  it('is the same on every run and is not seeded twice', async () => {
    const names = await handle.db.selectFrom('staff').select('name').orderBy('id').execute();
    expect(await seedDemo(handle.db)).toBe(false);
    const other = await freshDatabase();
    try {
      await prepareDatabase(other.handle, { seed: true });
      expect(await other.handle.db.selectFrom('staff').select('name').orderBy('id').execute()).toEqual(names);
    } finally {
      await other.handle.close();
      await other.drop();
    }
  });

  // As the key calls leave them: added no earlier than the house's entry, lent after being added and until later,
  // each step's log entry and key follow-up at its time, none after the seed; the house counting its keys in hand.
  it('gives keys whose steps follow each other from the house\'s entry on', async () => {
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(handle.db)).rows[0]?.n);
    expect(await count(sql`select count(*) as n from house_key`)).toBeGreaterThan(50);
    for (const status of ['in_store', 'lent', 'owner_took']) {
      expect(await count(sql`select count(*) as n from house_key where status = ${status}`), status).toBeGreaterThan(0);
    }
    expect(await count(sql`select count(*) as n from house_key k join house h on h.id = k.house_id where k.created_at < h.created_at`)).toBe(0);
    expect(await count(sql`select count(*) as n from house_key where status = 'lent' and (lent_at <= created_at or due_at <= lent_at)`)).toBe(0);
    expect(await count(sql`select count(*) as n from house_key_log l join house_key k on k.id = l.key_id
      where l.created_at < k.created_at or l.created_at > ${Math.floor(Date.now() / 1000)}`)).toBe(0);
    expect(await count(sql`select count(*) as n from house_key k where k.updated_at <> (select max(l.created_at) from house_key_log l
      where l.key_id = k.id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from followup f join house h on h.id = f.house_id where f.kind = 'key' and f.created_at < h.created_at`))
      .toBe(0);
    expect(await count(sql`select count(*) as n from house h where h.key_count <> (select count(*) from house_key k
      where k.house_id = h.id and k.deleted_at is null and k.status <> 'owner_took')`)).toBe(0);
  });

  // A fresh demo is a company at work: the release periods of its private houses run out one by one over the coming
  // days, none in the server's first minutes; its keys were lent over the past week, not on the day of the install.
  it('releases no house in its first minutes and has its keys lent over the past days', async () => {
    const now = nowSeconds();
    const policy = await readHousePolicy(handle.db);
    const due = async (at: number) => Number((await handle.db.selectFrom('house').select((eb) => eb.fn.countAll().as('n'))
      .where(releaseDue(at, policy)).executeTakeFirstOrThrow()).n);
    expect(await due(now + 600)).toBe(0);
    const inADay = await due(now + DAY);
    expect(inADay).toBeGreaterThan(0);
    expect(inADay).toBeLessThan(60);
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(handle.db)).rows[0]?.n);
    const lent = await count(sql`select count(*) as n from house_key where status = 'lent'`);
    expect(lent).toBeGreaterThan(20);
    expect(await count(sql`select count(*) as n from house_key where status = 'lent' and lent_at > ${now - 6 * 3600}`)).toBeLessThan(lent / 10);
    const overdue = await count(sql`select count(*) as n from house_key where status = 'lent' and due_at < ${now}`);
    expect(overdue).toBeGreaterThan(lent / 6);
    expect(overdue).toBeLessThan(lent / 2);
  });

  it('spreads its viewings over the time before now instead of heaping those that would fall after it on one moment', async () => {
    const heaps = await sql<{ look_at: number; n: number }>`select look_at, count(*) as n from customer_look group by look_at having count(*) > 3`
      .execute(handle.db);
    expect(heaps.rows).toEqual([]);
    const early = await sql<{ n: number }>`select count(*) as n from customer_look l join customer c on c.id = l.customer_id where l.look_at < c.created_at`
      .execute(handle.db);
    expect(Number(early.rows[0]?.n)).toBe(0);
  });

  it('scales stores and staff with the scale parameter', async () => {
    const other = await freshDatabase();
    try {
      await prepareDatabase(other.handle, { seed: true, scale: 3 });
      const stores = await other.handle.db.selectFrom('store').select('id').execute();
      expect(stores).toHaveLength(18);
    } finally {
      await other.handle.close();
      await other.drop();
    }
  });
});
