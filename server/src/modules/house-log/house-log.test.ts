import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, HOUSE_OPERATION_TOTAL_CAP, HOUSE_VIEW_WINDOW_SECONDS, companySave, houseGet, houseKey, houseOperationList, houseUpdatePrice, houseUpdateStatus, houseViewList,
  keyAdd,
  invalidZoneHouse, zoneAddRegion, zoneAddStore, zoneSave, type HouseDetail,
} from '@brokerage/contract';
import { sql } from 'kysely';
import type { Ctx } from '../../core/context.js';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { houseOperationMatches, houseOperationNewest, houseOperationStatements, housePathsHolding } from './house-operation.service.js';
import { zoneInvalidStatements } from './zone-invalid.service.js';
import { enterHouse, nowSeconds, staffId } from '../../test/houses.js';

import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
// The store manager of another store (store scope there).
let otherManager: string;
let managerStore: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  // 无效 applies at once here: these tests count what it writes (approval.test.ts covers its approval).
  await approvalFlowsOff(t, admin, ['house_invalid']);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  const me = await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow();
  managerStore = me.store_id ?? 0;
  const other = await t.db.selectFrom('store as so').innerJoin('staff as s', 's.id', 'so.manager_id').select('s.account')
    .where('so.id', '<>', managerStore).orderBy('so.id').executeTakeFirstOrThrow();
  otherManager = await t.login({ account: other.account, password: 'demo123' });
});
afterAll(async () => {
  await t.close();
});

const viewRows = (houseId: number, staff: number) =>
  t.db.selectFrom('house_view').selectAll().where('house_id', '=', houseId).where('staff_id', '=', staff).orderBy('id').execute();

async function views(houseId: number, token = manager) {
  const { status, body } = await t.call(houseViewList, { house_id: houseId, limit: 100 }, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe('houseview/list', () => {
  it('records one view per person per house within 10 minutes', async () => {
    const house = await enterHouse(t, manager);
    const managerId = await staffId(t.db, 'manager');
    for (let i = 0; i < 3; i += 1) expect((await t.call(houseGet, { id: house.id }, { token: manager })).status).toBe(200);
    expect(await viewRows(house.id, managerId)).toHaveLength(1);
    // Eleven minutes later the next opening is a new view.
    await t.db.updateTable('house_view').set('viewed_at', (eb) => eb('viewed_at', '-', HOUSE_VIEW_WINDOW_SECONDS + 60))
      .where('house_id', '=', house.id).execute();
    await t.call(houseGet, { id: house.id }, { token: manager });
    await t.call(houseGet, { id: house.id }, { token: manager });
    expect(await viewRows(house.id, managerId)).toHaveLength(2);
    const list = await views(house.id);
    expect(list.page.total).toBe(2);
    expect(list.list[0]).toMatchObject({ staff_id: managerId, staff_name: '李明', store_name: '陆家嘴店' });
    expect(list.list[0]!.viewed_at).toBeGreaterThan(list.list[1]!.viewed_at);
  });

  it('does not record a house the caller may not open', async () => {
    const house = await enterHouse(t, manager);
    const before = await t.db.selectFrom('house_view').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect((await t.call(houseGet, { id: house.id }, { token: otherManager })).status).toBe(404);
    const after = await t.db.selectFrom('house_view').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('shows only the views of people within the caller\'s scope, on houses the caller may see', async () => {
    const house = await enterHouse(t, manager);
    await t.call(houseGet, { id: house.id }, { token: manager });
    await t.call(houseGet, { id: house.id }, { token: admin });
    expect((await views(house.id, admin)).list.map((v) => v.staff_name).sort()).toEqual(['李明', '王建国'].sort());
    expect((await views(house.id, manager)).list.map((v) => v.staff_name)).toEqual(['李明']);
    // A private house of another store is not the other manager's to look at.
    const refused = await t.call(houseViewList, { house_id: house.id }, { token: otherManager });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(ERRORS.NOT_FOUND.code);
    // Agents do not hold house:log.
    expect((await t.call(houseViewList, { house_id: house.id }, { token: agent })).status).toBe(403);
  });
});

async function operations(input: Record<string, unknown>, token = manager) {
  const { status, body } = await t.call(houseOperationList, { limit: 100, ...input }, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function invalidate(house: HouseDetail, reason: string, token = manager) {
  const { body } = await t.call(houseUpdateStatus, { id: house.id, version: house.version, status: 'invalid', reason }, { token });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

describe('operate/house', () => {
  it('finds a house\'s status change and price change by its id', async () => {
    const house = await enterHouse(t, manager);
    const priced = await t.call(houseUpdatePrice, { id: house.id, version: house.version, price: 4_600_000, reason: '业主让价' }, { token: manager });
    expect(priced.body.code).toBe('200000');
    await invalidate(priced.body.data, '业主不卖了');
    const log = await operations({ house_id: house.id });
    expect(log.list.map((o) => o.endpoint)).toEqual(['house/update_status', 'house/update_price', 'house/add']);
    expect(log.page.total).toBe(3);
    const [status, price] = log.list;
    expect(status).toMatchObject({
      house_id: house.id, staff_name: '李明', store_name: '陆家嘴店', method: 'POST', result_code: '200000',
      house: { kind: 'sale', region_name: house.region_name, door_name: house.door_name },
    });
    expect(JSON.parse(status!.summary)).toMatchObject({ status: 'invalid', reason: '业主不卖了' });
    expect(JSON.parse(price!.summary)).toMatchObject({ price: 4_600_000, reason: '业主让价' });
    // A refused change is logged on the house too, with its code.
    await t.call(houseUpdatePrice, { id: house.id, version: 1, price: 4_500_000, reason: '' }, { token: manager });
    const refused = (await operations({ house_id: house.id })).list[0];
    expect(refused).toMatchObject({ endpoint: 'house/update_price', result_code: ERRORS.STALE.code });
    // The filters: keyword on the path, person, period.
    expect((await operations({ house_id: house.id, keyword: 'price' })).page.total).toBe(2);
    expect((await operations({ house_id: house.id, staff_id: await staffId(t.db, 'admin') })).page.total).toBe(0);
    expect((await operations({ house_id: house.id, to: nowSeconds() - 3600 })).page.total).toBe(0);
  });

  it('names the people and stores its entries refer to, and keeps no internal fields', async () => {
    const house = await enterHouse(t, manager);
    const agentId = await staffId(t.db, 'agent');
    const key = await t.call(keyAdd, { house_id: house.id, store_id: managerStore, number: `LOG-${house.id}`, remark: '' }, { token: manager });
    expect(key.body.code).toBe('200000');
    const lent = await t.call(houseKey, { key_id: key.body.data.id, action: 'borrow', borrower_id: agentId, due_at: nowSeconds() + 86_400, remark: '' }, { token: manager });
    expect(lent.body.code).toBe('200000');
    const log = await operations({ house_id: house.id });
    const borrow = log.list.find((o) => o.endpoint === 'house/key')!;
    const agentName = (await t.db.selectFrom('staff').select('name').where('id', '=', agentId).executeTakeFirstOrThrow()).name;
    expect(JSON.parse(borrow.summary)).toMatchObject({ action: 'borrow', borrower_id: agentId });
    expect(borrow.names).toEqual({ borrower_id: agentName });
    const added = log.list.find((o) => o.endpoint === 'key/add')!;
    expect(added.names).toEqual({ store_id: '陆家嘴店' });
    // The version a change was made at is the app's bookkeeping, not something people read.
    const priced = await t.call(houseUpdatePrice, { id: house.id, version: house.version, price: 4_600_000, reason: '' }, { token: manager });
    expect(priced.body.code).toBe('200000');
    const price = (await operations({ house_id: house.id })).list.find((o) => o.endpoint === 'house/update_price')!;
    expect(JSON.parse(price.summary)).not.toHaveProperty('version');
  });

  it('lists only house calls made by people within the caller\'s scope', async () => {
    const house = await enterHouse(t, manager);
    const all = await operations({}, admin);
    expect(all.list.every((o) => /^(house|key|phone|staffrole|followup)/.test(o.endpoint))).toBe(true);
    expect(all.list.some((o) => o.house_id === house.id)).toBe(true);
    const theirs = await operations({}, otherManager);
    expect(theirs.list.some((o) => o.house_id === house.id)).toBe(false);
    const refused = await t.call(houseOperationList, { house_id: house.id }, { token: otherManager });
    expect(refused.status).toBe(404);
    expect((await t.call(houseOperationList, {}, { token: agent })).status).toBe(403);
  });

  // Every house call is an entry: an exact count of them read the whole log for every page.
  it(`counts up to HOUSE_OPERATION_TOTAL_CAP (${HOUSE_OPERATION_TOTAL_CAP}), says so, answers later pages, and counts under it exactly`, async () => {
    const house = await enterHouse(t, manager);
    const writer = await staffId(t.db, 'manager');
    const at = nowSeconds() - 86_400;
    const rows = Array.from({ length: HOUSE_OPERATION_TOTAL_CAP + 30 }, (_, i) => ({
      staff_id: writer, method: 'POST', endpoint: i % 100 === 7 ? 'house/update_price' : 'followup/house', target_id: i + 1,
      ip: '', device: '', result_code: '200000', created_at: at + i, house_id: house.id, summary: '',
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('operation_log').values(rows.slice(i, i + 500)).execute();
    const written = HOUSE_OPERATION_TOTAL_CAP + 31; // with house/add's own, the newest
    const first = await operations({ house_id: house.id, limit: 20 });
    expect(first.page).toEqual({ page: 1, limit: 20, total: HOUSE_OPERATION_TOTAL_CAP, total_cap: HOUSE_OPERATION_TOTAL_CAP });
    expect(first.list.slice(0, 2)).toMatchObject([{ endpoint: 'house/add' }, { endpoint: 'followup/house', target_id: HOUSE_OPERATION_TOTAL_CAP + 30 }]);
    const past = await operations({ house_id: house.id, page: HOUSE_OPERATION_TOTAL_CAP / 20 + 1, limit: 20 });
    expect(past.list).toHaveLength(20);
    expect(past.page.total).toBe(HOUSE_OPERATION_TOTAL_CAP);
    const last = await operations({ house_id: house.id, page: Math.ceil(written / 20), limit: 20 });
    expect(last.list).toHaveLength(written % 20);
    expect(last.list.at(-1)).toMatchObject({ endpoint: 'followup/house', target_id: 1 });
    // Without a house, the whole log's house entries: counted to the cap as well.
    expect((await operations({ limit: 20 }, admin)).page).toMatchObject({ total: HOUSE_OPERATION_TOTAL_CAP, total_cap: HOUSE_OPERATION_TOTAL_CAP });
    // Under the cap the count is exact: the 21 price changes among them.
    const few = await operations({ house_id: house.id, keyword: 'price', limit: 20 });
    expect(few.page).toMatchObject({ total: 21, total_cap: HOUSE_OPERATION_TOTAL_CAP });
    expect(few.list).toHaveLength(20);
  });

  // The page's ids and the count read the log alone (the staff for a keyword's names); the names are joined to the
  // page's ids only. Joined to the house for every entry, PostgreSQL sorted the whole log when its statistics were
  // stale.
  it('counts and pages the entries without joining their houses', async () => {
    const caller = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const ctx = { db: t.db, dialect: t.handle.dialect, now: nowSeconds(), scope: 'store', caller: { staffId: caller.id, storeId: caller.store_id } } as unknown as Ctx;
    const joined = /SEARCH h USING INTEGER PRIMARY KEY| on house h\b/;
    const house = await enterHouse(t, manager);
    for (const input of [{}, { house_id: house.id }, { keyword: '李' }, { staff_id: caller.id, from: nowSeconds() - 86_400 }]) {
      const statements = houseOperationStatements(ctx, { page: 1, limit: 20, ...input });
      expect(await planOf(t.db, statements.page), JSON.stringify(input)).not.toMatch(joined);
      expect(await planOf(t.db, statements.count), JSON.stringify(input)).not.toMatch(joined);
    }
    // The names still come with each entry, by the person's name too.
    const named = await operations({ house_id: house.id, keyword: '李明' });
    expect(named.list[0]).toMatchObject({ endpoint: 'house/add', staff_name: '李明', store_name: '陆家嘴店', house: { door_name: house.door_name } });
  });

  // Without a house a keyword is resolved to the paths and people it names, whose entries are read from their indexes
  //: the answers are those of matching each entry's path and person, which read the whole log.
  it('finds a keyword\'s entries without a house by its paths and people, as matching every entry would', async () => {
    const house = await enterHouse(t, manager);
    const priced = await t.call(houseUpdatePrice, { id: house.id, version: house.version, price: 4_400_000, reason: '业主让价' }, { token: manager });
    expect(priced.body.code).toBe('200000');
    const ctxOf = async (account: string, scope: string) => {
      const caller = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', account).executeTakeFirstOrThrow();
      return { db: t.db, dialect: t.handle.dialect, now: nowSeconds(), scope, caller: { staffId: caller.id, storeId: caller.store_id } } as unknown as Ctx;
    };
    const callers: [string, Ctx][] = [[admin, await ctxOf('admin', 'company')], [manager, await ctxOf('manager', 'store')]];
    for (const [token, ctx] of callers) {
      for (const input of [{ keyword: 'price' }, { keyword: 'PRICE', limit: 1, page: 2 }, { keyword: '李明' }, { keyword: '明' }, { keyword: 'house/add' },
        { keyword: 'nothing-holds-this' }, { keyword: 'price', from: nowSeconds() - 3600 }, { keyword: '_' },
        // At the cap (the manager's entries and the follow-ups' path, written by the test above): the newest of each part.
        { keyword: 'followup' }, { keyword: 'follow', page: 3, limit: 7 }, { keyword: '李明', page: 2 }, { keyword: 'e', page: 102, limit: 20 }]) {
        const walked = houseOperationStatements(ctx, { page: 1, limit: 100, ...input });
        const [ids, total] = [await walked.page.execute(), Number((await walked.count.executeTakeFirstOrThrow()).n)];
        const answer = await operations(input, token);
        expect(answer.page.total, JSON.stringify(input)).toBe(total);
        expect(answer.list.map((o) => o.id), JSON.stringify(input)).toEqual(ids.map((row) => row.id));
      }
    }
    expect((await operations({ keyword: 'price' }, admin)).list[0]).toMatchObject({ endpoint: 'house/update_price', house_id: house.id });
    expect(housePathsHolding('Price')).toEqual(expect.arrayContaining(['house/update_price']));
    expect(housePathsHolding('user/login')).toEqual([]);
    // Read from the paths' and the people's indexes, not by reading every entry.
    const [, adminCtx] = callers[0]!;
    // (A person of few entries: most of this test's log is the manager's, which is best read whole.)
    const plan = await planOf(t.db, houseOperationMatches(adminCtx, { page: 1, limit: 20 }, housePathsHolding('price'), [await staffId(t.db, 'agent')]));
    expect(plan).toMatch(/operation_log_endpoint_idx/);
    expect(plan).toMatch(/operation_log_staff_idx/);
    expect(plan).not.toMatch(/SCAN o\b|Seq Scan on operation_log/);
    const newest = await planOf(t.db, houseOperationNewest(adminCtx, { page: 1, limit: 20 }, housePathsHolding('price'), [await staffId(t.db, 'agent')], 20));
    expect(newest).not.toMatch(/SCAN o\b|Seq Scan on operation_log|TEMP B-TREE FOR ORDER BY/);
  });

  it('refuses a period that ends before it starts', async () => {
    const { status, body } = await t.call(houseOperationList, { from: 2000, to: 1000 }, { token: manager });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('invalid/zonehouse', () => {
  let zoneId: number;
  let houses: HouseDetail[];
  beforeAll(async () => {
    houses = [await enterHouse(t, manager), await enterHouse(t, manager)];
    const regions = [...new Set(houses.map((h) => h.region_id))];
    // The regions leave their demo zones for a zone of this test.
    await t.db.deleteFrom('zone_region').where('region_id', 'in', regions).execute();
    const zone = await t.call(zoneSave, { name: '测试责任盘' }, { token: admin });
    zoneId = zone.body.data.id;
    await t.call(zoneAddRegion, { zone_id: zoneId, region_ids: regions }, { token: admin });
    await t.call(zoneAddStore, { zone_id: zoneId, store_ids: [managerStore] }, { token: admin });
  });

  const stats = async (from: number, to: number, token = manager) => {
    const { status, body } = await t.call(invalidZoneHouse, { from, to, zone_id: zoneId }, { token });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  it('counts a zone\'s houses, the invalid ones and those set invalid in the period with their reasons', async () => {
    const now = nowSeconds();
    const before = (await stats(now - 3600, now + 3600)).list[0]!;
    const liveInZone = await t.db.selectFrom('house as h').innerJoin('zone_region as zr', 'zr.region_id', 'h.region_id')
      .innerJoin('staff as s', 's.id', 'h.maintainer_id')
      .select((eb) => eb.fn.countAll().as('n')).where('zr.zone_id', '=', zoneId).where('h.deleted_at', 'is', null)
      .where('s.store_id', '=', managerStore).executeTakeFirstOrThrow();
    expect(before).toMatchObject({ zone_id: zoneId, zone_name: '测试责任盘', houses: Number(liveInZone.n) });

    await invalidate(houses[0]!, '业主不卖了');
    await invalidate(houses[1]!, '业主不卖了');
    const after = await stats(now - 3600, nowSeconds() + 3600);
    const row = after.list[0]!;
    expect(row.houses).toBe(before.houses);
    expect(row.invalid).toBe(before.invalid + 2);
    expect(row.became_invalid).toBe(before.became_invalid + 2);
    const reasonCount = (r: typeof row) => r.reasons.find((x) => x.reason === '业主不卖了')?.count ?? 0;
    expect(reasonCount(row)).toBe(reasonCount(before) + 2);
    expect(after.total).toMatchObject({ zone_id: null, houses: row.houses, invalid: row.invalid, became_invalid: row.became_invalid });

    // Moved five days back, the changes count in a period around then and no longer in the last hour; the current
    // state stays.
    const back = nowSeconds() - 5 * 86_400;
    await t.db.updateTable('followup').set('created_at', back).where('house_id', 'in', houses.map((h) => h.id))
      .where('kind', '=', 'status').execute();
    const then = (await stats(back - 60, back + 60)).list[0]!;
    expect(then).toMatchObject({ invalid: row.invalid, became_invalid: 2, reasons: [{ reason: '业主不卖了', count: 2 }] });
    const lastHour = (await stats(now - 3600, nowSeconds() + 3600)).list[0]!;
    expect(lastHour).toMatchObject({ invalid: row.invalid, became_invalid: before.became_invalid });
    expect(reasonCount(lastHour)).toBe(reasonCount(before));
  });

  it('counts a house set invalid twice in the period once, and each of the reasons', async () => {
    const at = nowSeconds() - 20 * 86_400;
    const staff = await staffId(t.db, 'manager');
    await t.db.insertInto('followup').values(['房东失联', '业主不卖了'].map((content, k) => ({
      house_id: houses[0]!.id, staff_id: staff, kind: 'status', content, detail: '{"from":"valid","to":"invalid"}', created_at: at + k,
    }))).execute();
    const row = (await stats(at - 60, at + 60)).list[0]!;
    expect(row.became_invalid).toBe(1);
    expect(row.reasons).toEqual([{ reason: '业主不卖了', count: 1 }, { reason: '房东失联', count: 1 }].sort((a, b) => a.reason.localeCompare(b.reason)));
  });

  // PostgreSQL read every house for a zone's counts (no index leads with the region), and SQLite searched the
  // follow-ups of each house of the zone.
  it('reads a zone\'s houses by region from an index, and the period\'s changes from the typed follow-ups\' index', async () => {
    const ctx = { db: t.db, dialect: t.handle.dialect, now: nowSeconds(), scope: 'company', caller: { staffId: await staffId(t.db, 'admin'), storeId: null } } as unknown as Ctx;
    const statements = zoneInvalidStatements(ctx, [zoneId], { from: nowSeconds() - 86_400, to: nowSeconds() });
    for (const table of ['house', 'zone_region', 'followup']) await sql`analyze ${sql.table(table)}`.execute(t.db);
    expect(await planOf(t.db, statements.houses)).toMatch(testDialect() === 'postgres'
      ? /Index Cond: [^\n]*kind[^\n]*= ANY[^\n]*region_id = zr\.region_id/
      : /SEARCH h USING COVERING INDEX house_region_filter_idx \(kind=\? AND region_id=\?/);
    const changes = await planOf(t.db, statements.setInvalid);
    expect(changes).toMatch(testDialect() === 'postgres' ? /Index Scan (using|on) followup_typed_idx/ : /SEARCH f USING INDEX followup_typed(_writer)?_idx/);
    expect(changes).not.toMatch(/followup_house_idx/);
  });

  it('shows a zone only to those whose scope reaches one of its stores', async () => {
    const { status, body } = await t.call(invalidZoneHouse, { from: 0, to: nowSeconds(), zone_id: zoneId }, { token: otherManager });
    expect(status).toBe(404);
    expect(body.code).toBe(ERRORS.NOT_FOUND.code);
    const theirs = await t.call(invalidZoneHouse, { from: 0, to: nowSeconds() }, { token: otherManager });
    expect(theirs.body.data.list.some((z) => z.zone_id === zoneId)).toBe(false);
    const everyone = await t.call(invalidZoneHouse, { from: 0, to: nowSeconds() }, { token: admin });
    const zones = everyone.body.data.list;
    expect(zones.some((z) => z.zone_id === zoneId)).toBe(true);
    expect(everyone.body.data.total.houses).toBe(zones.reduce((n, z) => n + z.houses, 0));
    expect((await t.call(invalidZoneHouse, { from: 0, to: nowSeconds() }, { token: agent })).status).toBe(403);
  });

  it('refuses a period that ends before it starts', async () => {
    const { status, body } = await t.call(invalidZoneHouse, { from: nowSeconds(), to: nowSeconds() - 86_400 }, { token: manager });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.VALIDATION.code);
  });
});
