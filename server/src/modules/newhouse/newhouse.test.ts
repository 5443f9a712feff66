import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, NEWHOUSE_AGENTS_MAX, NEWHOUSE_LAYOUTS_MAX, followupHouse, labelChange, followupList, followupNewhouse, followupTop, newhouseAdd, newhouseAgentAdd,
  newhouseAgentList, newhouseAgentUpdate, newhouseGet, newhouseLabels, newhouseLayoutAdd, newhouseLayoutDelete, newhouseLayoutGet, newhouseLayoutList,
  newhouseLayoutRooms, newhouseLayoutUpdate, newhouseList, newhouseMan, newhousePictureList, newhousePublic, newhouseUpdate, staffRelateDelete,
  staffRelateList, staffRelateSave,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { enterHouse } from '../../test/houses.js';
import { addLayout, enterProject, freshName, logged, publishedProject } from './newhouse.test-helpers.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  const staff = await t.db.selectFrom('staff').select(['id', 'account']).where('account', 'in', ['agent', 'manager']).execute();
  agentId = staff.find((s) => s.account === 'agent')!.id;
  managerId = staff.find((s) => s.account === 'manager')!.id;
});
afterAll(async () => {
  await t.close();
});

const now = () => Math.floor(Date.now() / 1000);

async function newhouseLabel(name: string, enabled: 0 | 1, kind = 'newhouse', sort = 0): Promise<number> {
  return (await t.db.insertInto('label').values({ kind, name, color: '#123456', sort, enabled, bit: null, created_at: now(), updated_at: now() })
    .returning('id').executeTakeFirstOrThrow()).id;
}

describe('who sees a project', () => {
  it('shows an unpublished project only to holders of newhouse:edit, and everything hanging on it likewise', async () => {
    const project = await enterProject(t, manager);
    expect(project).toMatchObject({ published: 0, manager_id: null, manager_name: '' });
    const listed = async (token: string) => (await t.call(newhouseList, { keyword: project.name }, { token })).body.data.list.map((p) => p.id);
    expect(await listed(admin)).toEqual([project.id]);
    expect(await listed(manager)).toEqual([project.id]);
    expect(await listed(agent)).toEqual([]);
    for (const [endpoint, input] of [
      [newhouseGet, { id: project.id }], [newhouseLayoutList, { new_id: project.id }], [newhouseLayoutRooms, { new_id: project.id }],
      [newhouseAgentList, { id: project.id }], [newhousePictureList, { new_id: project.id }], [followupList, { newhouse_id: project.id }],
    ] as const) {
      const { status, body } = await t.call(endpoint, input, { token: agent });
      expect([status, body.code], endpoint.path).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    const layout = await addLayout(t, manager, project.id);
    expect((await t.call(newhouseLayoutGet, { id: layout.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    await t.call(newhousePublic, { id: project.id, version: project.version, published: 1 }, { token: manager });
    expect(await listed(agent)).toEqual([project.id]);
    expect((await t.call(newhouseGet, { id: project.id }, { token: agent })).body.data.name).toBe(project.name);
    expect((await t.call(newhouseLayoutGet, { id: layout.id }, { token: agent })).body.data.id).toBe(layout.id);
    // The published filter narrows what an editor sees; the seed's unpublished project is among the unpublished.
    const unpublished = (await t.call(newhouseList, { published: 0, limit: 100 }, { token: manager })).body.data.list;
    expect(unpublished.every((p) => p.published === 0)).toBe(true);
    expect(unpublished.some((p) => p.name === '徐汇云锦')).toBe(true);
    expect((await t.call(newhouseList, { published: 0, limit: 100 }, { token: agent })).body.data.list).toEqual([]);
  });

  it('refuses the editing calls to a person without newhouse:edit', async () => {
    const { status, body } = await t.call(newhouseAdd, { name: freshName() }, { token: agent });
    expect([status, body.code]).toEqual([403, ERRORS.PERMISSION_DENIED.code]);
  });
});

describe('projects', () => {
  it('enters a project with its fields, money in yuan back as given, and the layouts\' areas and bedrooms', async () => {
    const label = await newhouseLabel(freshName('标签'), 1);
    const project = await enterProject(t, admin, {
      address: '世纪大道1号', developer: '测试开发商', use: 'villa', sale_state: 'upcoming', price_avg: 98_000.5, price_total_min: 5_000_000,
      price_total_max: 12_000_000.25, opening_at: 1_800_000_000, property_years: 70, commission: '总价1.5%', protect_days: 15, visit_days: 3,
      phone_mode: 'full', label_ids: [label], description: '江景',
    });
    expect(project).toMatchObject({
      use: 'villa', sale_state: 'upcoming', price_avg: 98_000.5, price_total_min: 5_000_000, price_total_max: 12_000_000.25, opening_at: 1_800_000_000,
      protect_days: 15, visit_days: 3, phone_mode: 'full', labels: [{ id: label, color: '#123456' }], area_min: null, area_max: null, rooms: [],
      layout_count: 0, report_count: 0, version: 1, cover_url: '',
    });
    expect((await t.db.selectFrom('newhouse').select('price_avg').where('id', '=', project.id).executeTakeFirstOrThrow()).price_avg).toBe(9_800_050);
    await addLayout(t, admin, project.id, { rooms: 3, area: 120.25 });
    await addLayout(t, admin, project.id, { rooms: 2, area: 89 });
    await addLayout(t, admin, project.id, { rooms: 3, area: 101 });
    const read = (await t.call(newhouseGet, { id: project.id }, { token: admin })).body.data;
    expect(read).toMatchObject({ area_min: 89, area_max: 120.25, rooms: [2, 3], layout_count: 3 });
  });

  it('keeps names unique (409002) and refuses a change made on a stale version (602144), writing nothing', async () => {
    const first = await enterProject(t, admin);
    const second = await enterProject(t, admin);
    const before = await snapshot(t.db, ['operation_log']);
    const taken = await t.call(newhouseAdd, { name: first.name }, { token: admin, lang: 'zh' });
    expect([taken.status, taken.body.code]).toEqual([409, ERRORS.CONFLICT.code]);
    expect(taken.body.message).toContain(first.name);
    const renamed = await t.call(newhouseUpdate, { id: second.id, version: second.version, name: first.name }, { token: admin });
    expect(renamed.body.code).toBe(ERRORS.CONFLICT.code);
    const stale = await t.call(newhouseUpdate, { id: second.id, version: second.version + 1, name: freshName() }, { token: admin });
    expect([stale.status, stale.body.code]).toEqual([409, ERRORS.STALE.code]);
    const ranges = await t.call(newhouseAdd, { name: freshName(), price_total_min: 10, price_total_max: 5 }, { token: admin });
    expect(ranges.body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const changed = await t.call(newhouseUpdate, { id: second.id, version: second.version, name: freshName(), commission: '每套3万' }, { token: admin });
    expect(changed.body.data).toMatchObject({ version: second.version + 1, commission: '每套3万' });
    // The same name as its own is no conflict.
    const same = await t.call(newhouseUpdate, { id: second.id, version: changed.body.data.version, name: changed.body.data.name }, { token: admin });
    expect(same.body.code).toBe(ERRORS.OK.code);
  });

  it('takes only enabled labels of kind newhouse, and labelnewhouse lists those in their order', async () => {
    const late = await newhouseLabel(freshName('后'), 1, 'newhouse', 99);
    const early = await newhouseLabel(freshName('先'), 1, 'newhouse', -1);
    const disabled = await newhouseLabel(freshName('停用'), 0);
    const houseLabel = (await t.db.selectFrom('label').select('id').where('kind', '=', 'house').orderBy('id').executeTakeFirstOrThrow()).id;
    for (const bad of [disabled, houseLabel, 999_999]) {
      const { status, body } = await t.call(newhouseAdd, { name: freshName(), label_ids: [bad] }, { token: admin });
      expect([status, body.code], String(bad)).toEqual([400, ERRORS.BAD_REQUEST.code]);
    }
    // Labels of the new kind are made with the other labels.
    const made = await t.call(labelChange, { kind: 'newhouse', name: freshName('新'), sort: 50 }, { token: admin });
    expect(made.body.data).toMatchObject({ kind: 'newhouse', enabled: 1 });
    const list = (await t.call(newhouseLabels, {}, { token: agent })).body.data.list.map((l) => l.id);
    expect(list).toContain(made.body.data.id);
    expect(list[0]).toBe(early);
    expect(list.at(-1)).toBe(late);
    expect(list).not.toContain(disabled);
    expect(list).not.toContain(houseLabel);
  });

  it('publishes, withdraws and names a working manager, each at the version read', async () => {
    const project = await enterProject(t, admin);
    const published = (await t.call(newhousePublic, { id: project.id, version: 1, published: 1 }, { token: admin })).body.data;
    expect(published).toMatchObject({ published: 1, version: 2 });
    expect((await t.call(newhousePublic, { id: project.id, version: 1, published: 0 }, { token: admin })).body.code).toBe(ERRORS.STALE.code);
    const named = (await t.call(newhouseMan, { id: project.id, version: 2, manager_id: managerId }, { token: admin })).body.data;
    expect(named).toMatchObject({ manager_id: managerId, manager_name: '李明', version: 3 });
    const gone = await t.db.selectFrom('staff').select('id').where('status', '=', 'active').where('account', 'not in', ['admin', 'manager', 'agent'])
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('staff').set({ status: 'resigned' }).where('id', '=', gone.id).execute();
    const refused = await t.call(newhouseMan, { id: project.id, version: 3, manager_id: gone.id }, { token: admin });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const linked = await t.call(staffRelateSave, { new_id: project.id, user_id: gone.id, role: 'resident' }, { token: admin });
    expect(linked.body.code).toBe(ERRORS.BAD_REQUEST.code);
    await t.db.updateTable('staff').set({ status: 'active' }).where('id', '=', gone.id).execute();
    const cleared = (await t.call(newhouseMan, { id: project.id, version: 3, manager_id: null }, { token: admin })).body.data;
    expect(cleared).toMatchObject({ manager_id: null, manager_name: '' });
    const withdrawn = (await t.call(newhousePublic, { id: project.id, version: 4, published: 0 }, { token: admin })).body.data;
    expect(withdrawn.published).toBe(0);
  });

  it('filters the list by keyword, bedrooms, label, price and use, and sorts by price or opening', async () => {
    const tag = freshName('筛选');
    const label = await newhouseLabel(freshName('筛'), 1);
    const cheap = await enterProject(t, admin, { name: `${tag}甲`, price_avg: 30_000, opening_at: 1_700_000_000, label_ids: [label] });
    const dear = await enterProject(t, admin, { name: `${tag}乙`, price_avg: 90_000, opening_at: 1_600_000_000, use: 'office', developer: '乙开发' });
    const none = await enterProject(t, admin, { name: `${tag}丙` });
    await addLayout(t, admin, dear.id, { rooms: 4 });
    const ids = async (input: Record<string, unknown>) =>
      (await t.call(newhouseList, { keyword: tag, ...input }, { token: admin })).body.data.list.map((p) => p.id);
    expect(await ids({ sort: 'price', order: 'asc' })).toEqual([cheap.id, dear.id, none.id]);
    expect(await ids({ sort: 'price', order: 'desc' })).toEqual([dear.id, cheap.id, none.id]);
    expect(await ids({ sort: 'opening', order: 'desc' })).toEqual([cheap.id, dear.id, none.id]);
    expect(await ids({ rooms: 4 })).toEqual([dear.id]);
    expect(await ids({ label_id: label })).toEqual([cheap.id]);
    expect(await ids({ price_min: 50_000 })).toEqual([dear.id]);
    expect(await ids({ price_max: 50_000 })).toEqual([cheap.id]);
    expect(await ids({ use: 'office' })).toEqual([dear.id]);
    expect((await t.call(newhouseList, { keyword: '乙开发' }, { token: admin })).body.data.list.map((p) => p.id)).toEqual([dear.id]);
    const page = (await t.call(newhouseList, { keyword: tag, limit: 1, page: 2 }, { token: admin })).body.data;
    expect(page.page.total).toBe(3);
    expect(page.list).toHaveLength(1);
  });

  it('records each change in the operation log', async () => {
    const project = await enterProject(t, admin);
    await t.call(newhouseUpdate, { id: project.id, version: 1, name: freshName() }, { token: admin });
    await t.call(newhousePublic, { id: project.id, version: 2, published: 1 }, { token: admin });
    await t.call(newhouseMan, { id: project.id, version: 3, manager_id: managerId }, { token: admin });
    for (const endpoint of ['newhouse/add', 'newhouse/update', 'newhouse/newhousepublic', 'newhouse/newhouseman']) {
      expect((await logged(t, endpoint, project.id)).map((l) => l.result_code), endpoint).toEqual([ERRORS.OK.code]);
    }
  });
});

describe('layouts', () => {
  it('lists a project\'s layouts by bedrooms then area, counts them by bedrooms, and changes and removes one', async () => {
    const project = await publishedProject(t, admin);
    const big = await addLayout(t, admin, project.id, { rooms: 3, area: 130, price_total: 9_800_000.5 });
    const small = await addLayout(t, admin, project.id, { rooms: 3, area: 99 });
    const one = await addLayout(t, admin, project.id, { rooms: 1, area: 45 });
    expect(big).toMatchObject({ area: 130, price_total: 9_800_000.5, halls: 1, toilets: 1, sale_state: 'selling', version: 1 });
    expect((await t.call(newhouseLayoutList, { new_id: project.id }, { token: agent })).body.data.list.map((l) => l.id)).toEqual([one.id, small.id, big.id]);
    expect((await t.call(newhouseLayoutList, { new_id: project.id, rooms: 3 }, { token: agent })).body.data.list.map((l) => l.id)).toEqual([small.id, big.id]);
    expect((await t.call(newhouseLayoutRooms, { new_id: project.id }, { token: agent })).body.data.list).toEqual([{ rooms: 1, count: 1 }, { rooms: 3, count: 2 }]);
    const duplicate = await t.call(newhouseLayoutUpdate, { id: small.id, version: 1, name: big.name, rooms: 3, area: 99 }, { token: admin });
    expect(duplicate.body.code).toBe(ERRORS.CONFLICT.code);
    const changed = await t.call(newhouseLayoutUpdate, { id: small.id, version: 1, name: small.name, rooms: 2, area: 98.75, sale_state: 'sold_out' }, { token: admin });
    expect(changed.body.data).toMatchObject({ rooms: 2, area: 98.75, sale_state: 'sold_out', version: 2 });
    const stale = await t.call(newhouseLayoutUpdate, { id: small.id, version: 1, name: small.name, rooms: 2, area: 98 }, { token: admin });
    expect(stale.body.code).toBe(ERRORS.STALE.code);
    expect((await t.call(newhouseLayoutDelete, { id: one.id }, { token: admin })).body.code).toBe(ERRORS.OK.code);
    expect((await t.call(newhouseLayoutRooms, { new_id: project.id }, { token: agent })).body.data.list).toEqual([{ rooms: 2, count: 1 }, { rooms: 3, count: 1 }]);
    expect((await t.call(newhouseLayoutDelete, { id: one.id }, { token: admin })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await logged(t, 'newhouselayout/delete', one.id)).map((l) => l.result_code)).toEqual([ERRORS.OK.code, ERRORS.NOT_FOUND.code]);
  });

  it('holds at most 100 layouts a project (429001), writing nothing more', async () => {
    const project = await enterProject(t, admin);
    await t.db.insertInto('newhouse_layout').values(Array.from({ length: NEWHOUSE_LAYOUTS_MAX }, (_, i) => ({
      newhouse_id: project.id, name: `L${i}`, rooms: 2, halls: 1, toilets: 1, area: 8_000, price_total: null, orientation: '', sale_state: 'selling',
      remark: '', created_at: now(), updated_at: now(),
    }))).execute();
    const full = await t.call(newhouseLayoutList, { new_id: project.id }, { token: admin });
    expect(full.body.data.list).toHaveLength(NEWHOUSE_LAYOUTS_MAX);
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(newhouseLayoutAdd, { new_id: project.id, name: 'L100', rooms: 2, area: 80 }, { token: admin, lang: 'zh' });
    expect([refused.status, refused.body.code]).toEqual([429, ERRORS.QUOTA_EXCEEDED.code]);
    expect(refused.body.message).toContain('每个楼盘最多100个户型');
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    await t.db.deleteFrom('newhouse_layout').where('newhouse_id', '=', project.id).where('name', '=', 'L0').execute();
    expect((await t.call(newhouseLayoutAdd, { new_id: project.id, name: 'L100', rooms: 2, area: 80 }, { token: admin })).body.code).toBe(ERRORS.OK.code);
  });
});

describe('the developer\'s agents', () => {
  it('lists them enabled first then by name, and keeps a disabled one for the history', async () => {
    const project = await publishedProject(t, admin);
    const add = async (name: string) => (await t.call(newhouseAgentAdd, { new_id: project.id, name, phone: '13916001001', position: '置业顾问' }, { token: admin })).body.data;
    const b = await add('B销售');
    const a = await add('A销售');
    const c = await add('C销售');
    const disabled = await t.call(newhouseAgentUpdate, { id: a.id, version: 1, name: a.name, phone: '021-58880000', enabled: 0 }, { token: admin });
    expect(disabled.body.data).toMatchObject({ enabled: 0, phone: '021-58880000', version: 2 });
    const list = (await t.call(newhouseAgentList, { id: project.id }, { token: agent })).body.data.list;
    expect(list.map((x) => x.id)).toEqual([b.id, c.id, a.id]);
    expect((await t.call(newhouseAgentUpdate, { id: a.id, version: 1, name: a.name, phone: '13916001001' }, { token: admin })).body.code).toBe(ERRORS.STALE.code);
  });

  it('holds at most 50 agents a project (429001)', async () => {
    const project = await enterProject(t, admin);
    await t.db.insertInto('newhouse_agent').values(Array.from({ length: NEWHOUSE_AGENTS_MAX }, (_, i) => ({
      newhouse_id: project.id, name: `A${i}`, phone: '13900000000', position: '', enabled: 1, remark: '', created_at: now(), updated_at: now(),
    }))).execute();
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(newhouseAgentAdd, { new_id: project.id, name: '多余', phone: '13900000000' }, { token: admin });
    expect([refused.status, refused.body.code]).toEqual([429, ERRORS.QUOTA_EXCEEDED.code]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });
});

describe('staff linked to projects', () => {
  it('links a person once per project, changing the role when saved again, and lists and removes links', async () => {
    const project = await publishedProject(t, admin);
    const first = (await t.call(staffRelateSave, { new_id: project.id, user_id: agentId, role: 'resident' }, { token: manager })).body.data;
    expect(first).toMatchObject({ newhouse_id: project.id, newhouse_name: project.name, user_id: agentId, user_name: '张伟', role: 'resident' });
    expect(first.store_name).not.toBe('');
    const again = (await t.call(staffRelateSave, { new_id: project.id, user_id: agentId, role: 'channel' }, { token: manager })).body.data;
    expect(again).toMatchObject({ id: first.id, role: 'channel' });
    const rows = await t.db.selectFrom('newhouse_staff').select('id').where('newhouse_id', '=', project.id).execute();
    expect(rows).toHaveLength(1);
    await t.call(staffRelateSave, { new_id: project.id, user_id: managerId, role: 'resident' }, { token: manager });
    const list = async (input: Record<string, unknown>) => (await t.call(staffRelateList, { new_id: project.id, ...input }, { token: manager })).body.data;
    expect((await list({})).page.total).toBe(2);
    expect((await list({ role: 'channel' })).list.map((l) => l.user_id)).toEqual([agentId]);
    expect((await list({ keyword: '李明' })).list.map((l) => l.user_id)).toEqual([managerId]);
    expect((await t.call(staffRelateList, {}, { token: agent })).body.code).toBe(ERRORS.PERMISSION_DENIED.code);
    expect((await t.call(staffRelateDelete, { id: first.id }, { token: manager })).body.code).toBe(ERRORS.OK.code);
    expect((await list({})).list.map((l) => l.user_id)).toEqual([managerId]);
    expect((await t.call(staffRelateDelete, { id: first.id }, { token: manager })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await logged(t, 'staffrelate/save')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('follow-ups on a project', () => {
  it('writes them through the follow-up writer and lists them (pinned first) for whoever may see the project; house histories stay apart', async () => {
    const project = await publishedProject(t, admin);
    const content = (text: string) => `${text}：开发商确认下周加推两栋楼`;
    const first = await t.call(followupNewhouse, { newhouse_id: project.id, content: content('一') }, { token: agent });
    expect(first.body.data).toMatchObject({ newhouse_id: project.id, house_id: null, customer_id: null, kind: 'manual', staff_name: '张伟', house: null });
    const second = await t.call(followupNewhouse, { newhouse_id: project.id, content: content('二') }, { token: agent });
    await t.call(followupTop, { id: first.body.data.id, top: 1 }, { token: manager });
    const listed = (await t.call(followupList, { newhouse_id: project.id }, { token: agent })).body.data;
    expect(listed.list.map((f) => f.id)).toEqual([first.body.data.id, second.body.data.id]);
    expect(listed.list[0]).toMatchObject({ newhouse_id: project.id, pinned: 1 });
    // Found by a word, as every follow-up is (the keyword index is kept by the writer).
    expect((await t.call(followupList, { newhouse_id: project.id, keyword: '二：开发' }, { token: agent })).body.data.list.map((f) => f.id))
      .toEqual([second.body.data.id]);
    const day = await t.db.selectFrom('followup_day').select('total').where('staff_id', '=', agentId).where('kind', '=', 'manual').execute();
    expect(day.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(2);
    const house = await enterHouse(t, agent);
    await t.call(followupHouse, { house_id: house.id, content: '联系业主，确认周末可以看房' }, { token: agent });
    const history = (await t.call(followupList, { house_id: house.id, kind: 'manual' }, { token: agent })).body.data.list;
    expect(history.map((f) => [f.house_id, f.newhouse_id])).toEqual([[house.id, null]]);
  });

  it('refuses one too short or on a project the caller may not see, writing nothing', async () => {
    const hidden = await enterProject(t, admin);
    const open = await publishedProject(t, admin);
    const before = await snapshot(t.db, ['operation_log']);
    const unseen = await t.call(followupNewhouse, { newhouse_id: hidden.id, content: '开发商确认下周加推两栋楼' }, { token: agent });
    expect(unseen.body.code).toBe(ERRORS.NOT_FOUND.code);
    const short = await t.call(followupNewhouse, { newhouse_id: open.id, content: '太短' }, { token: agent });
    expect(short.body.code).toBe(ERRORS.VALIDATION.code);
    const both = await t.call(followupList, { newhouse_id: open.id, house_id: 1 }, { token: agent });
    expect(both.body.code).toBe(ERRORS.VALIDATION.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    expect((await logged(t, 'followup/newhouse')).some((l) => l.result_code === ERRORS.NOT_FOUND.code)).toBe(true);
  });
});
