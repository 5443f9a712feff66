import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, FOLLOWUP_KIND_LABELS, followupHouse, followupInvalid, followupList, followupStatistics, houseGet } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { companyDate, nowSeconds } from '../../core/clock.js';

// 空看 (a viewing without a customer) and 陪看 (accompanying a colleague's viewing): follow-up kinds of their own that
// staff write on a house, counted like any written follow-up.

let t: TestApp;
let agent: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager] = await Promise.all([t.login('agent'), t.login('manager')]);
});
afterAll(async () => {
  await t.close();
});

const TODAY = companyDate(nowSeconds());
const statisticsOf = async (staff: number) => {
  const rows = (await t.call(followupStatistics, { date_from: TODAY, date_to: TODAY, limit: 100 }, { token: manager })).body.data.list;
  return rows.find((r) => r.id === staff);
};

describe('空看 and 陪看 follow-ups', () => {
  it('are written on a house by way, listed and filtered by kind, counted as written, and restart the house\'s last follow-up', async () => {
    const me = await staffId(t.db, 'agent');
    const house = await enterHouse(t, agent);
    const before = await statisticsOf(me);
    const empty = await t.call(followupHouse, { house_id: house.id, way: 'empty_look', content: '空看房源，采光良好，装修保持不错' }, { token: agent });
    expect(empty.body.data).toMatchObject({ house_id: house.id, kind: 'empty_look', staff_name: '张伟' });
    await t.db.updateTable('followup').set({ created_at: empty.body.data.created_at - 60 }).where('id', '=', empty.body.data.id).execute();
    const along = await t.call(followupHouse, { house_id: house.id, way: 'accompany_look', content: '陪同同事带看，客户对户型满意' }, { token: agent });
    expect(along.body.data.kind).toBe('accompany_look');
    expect((await t.call(houseGet, { id: house.id }, { token: agent })).body.data.last_followup_at).toBe(along.body.data.created_at);

    const listed = async (kind: 'empty_look' | 'accompany_look') => (await t.call(followupList, { house_id: house.id, kind }, { token: agent })).body.data.list.map((f) => f.id);
    expect(await listed('empty_look')).toEqual([empty.body.data.id]);
    expect(await listed('accompany_look')).toEqual([along.body.data.id]);
    expect(FOLLOWUP_KIND_LABELS.empty_look.zh).toBe('空看');
    expect(FOLLOWUP_KIND_LABELS.accompany_look.zh).toBe('陪看');

    const after = await statisticsOf(me);
    expect(after?.kinds.empty_look).toBe((before?.kinds.empty_look ?? 0) + 1);
    expect(after?.kinds.accompany_look).toBe((before?.kinds.accompany_look ?? 0) + 1);
    expect(after?.written).toBe((before?.written ?? 0) + 2);

    // Marked invalid like any written follow-up: the house's last follow-up falls back to the 空看 before it.
    const marked = await t.call(followupInvalid, { id: along.body.data.id, reason: '未实际陪看' }, { token: manager });
    expect(marked.body.data).toMatchObject({ invalid: 1, kind: 'accompany_look' });
    expect((await t.call(houseGet, { id: house.id }, { token: agent })).body.data.last_followup_at).toBe(empty.body.data.created_at - 60);
    expect((await statisticsOf(me))?.valid).toBe((after?.valid ?? 0) - 1);
  });

  it('refuses a way a person does not write on a house, writing nothing', async () => {
    const house = await enterHouse(t, agent);
    const before = await snapshot(t.db, ['followup']);
    for (const way of ['look', 'status', 'call', '空看']) {
      const { status, body } = await t.call(followupHouse, { house_id: house.id, way: way as 'manual', content: '空看房源，采光良好，装修保持不错' }, { token: agent });
      expect(status, way).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
    }
    expect(await snapshot(t.db, ['followup'])).toBe(before);
  });
});
