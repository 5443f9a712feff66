import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness.js';
import { prepareDatabase } from '../server.js';
import type { DbHandle } from '../core/db/database.js';
import { seedDemo } from './demo.js';

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
