import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, nowSeconds } from '../../test/houses.js';
import { houseTour } from './vr-tour.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('houseTour', () => {
  it('answers the house\'s latest finished tour, null while none is finished', async () => {
    const manager = await t.login('manager');
    const house = await enterHouse(t, manager);
    const withAccount = (await t.db.selectFrom('vr_user').select('staff_id').execute()).map((r) => r.staff_id);
    const { id: staff } = await t.db.selectFrom('staff').select('id').where('id', 'not in', [0, ...withAccount]).orderBy('id').executeTakeFirstOrThrow();
    expect(await houseTour(t.db, house.id)).toBeNull();
    const now = nowSeconds();
    const { id: vrUserId } = await t.db.insertInto('vr_user')
      .values({ staff_id: staff, provider_user_id: 'tour-test', status: 'active', created_by: staff, created_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const task = (ref: string, state: string, doneAt: number | null, tourUrl = '') => ({
      house_id: house.id, vr_user_id: vrUserId, staff_id: staff, package_ref: 'P', provider: 'sandbox', provider_ref: ref, state,
      tour_url: tourUrl, created_by: staff, created_at: now - 100, done_at: doneAt,
    });
    await t.db.insertInto('vr_task').values(task('tour-open', 'shooting', null)).execute();
    expect(await houseTour(t.db, house.id)).toBeNull();
    const older = await t.db.insertInto('vr_task').values(task('tour-old', 'done', now - 50, 'https://vr.example/old')).returning('id').executeTakeFirstOrThrow();
    const newer = await t.db.insertInto('vr_task').values(task('tour-new', 'done', now - 10, 'https://vr.example/new')).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('vr_task').values(task('tour-failed', 'failed', now)).execute();
    expect(older.id).toBeLessThan(newer.id);
    expect(await houseTour(t.db, house.id)).toEqual({ task_id: newer.id, tour_url: 'https://vr.example/new', done_at: now - 10 });
  });
});
