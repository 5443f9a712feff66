import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, KEY_TOTAL_CAP, companySave, followupList, houseGet, houseKey, keyAdd, keyDelete, keyGet, keyList, keyUpdate, messageList, type KeyDetail,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { keyListStatements } from './house-key.service.js';
import { joinedKeys } from './key-read.js';
import { tellOverdueKeys } from './house-key.jobs.js';
import { DAY, enterHouse, nowSeconds, staffId } from '../../test/houses.js';

let t: TestApp;
let agent: string;
let manager: string;
let admin: string;
let store: number;
let otherStore: number;
let agentId: number;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp();
  [agent, manager, admin] = await Promise.all([t.login('agent'), t.login('manager'), t.login('admin')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
  const me = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'agent').executeTakeFirstOrThrow();
  store = me.store_id ?? 0;
  agentId = me.id;
  otherStore = (await t.db.selectFrom('store').select('id').where('id', '<>', store).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

async function newKey(token = agent): Promise<KeyDetail> {
  const house = await enterHouse(t, token);
  serial += 1;
  const { body } = await t.call(keyAdd, { house_id: house.id, store_id: store, number: `T-${serial}`, remark: '业主交来' }, { token });
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

const borrow = (key: KeyDetail, dueAt = nowSeconds() + 2 * DAY) =>
  t.call(houseKey, { key_id: key.id, action: 'borrow', borrower_id: agentId, due_at: dueAt, remark: '带看' }, { token: agent });
const act = (key: KeyDetail, action: 'return' | 'owner_take' | 'owner_return') => t.call(houseKey, { key_id: key.id, action }, { token: agent });
const keyRow = (id: number) => t.db.selectFrom('house_key').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const keyCount = async (houseId: number) => (await t.call(houseGet, { id: houseId }, { token: agent })).body.data.key_count;

describe('keys', () => {
  it('registers a key in store, counts it on the house and keeps the number unique per store', async () => {
    const key = await newKey();
    expect(key).toMatchObject({ status: 'in_store', store_id: store, borrower_id: null, overdue: 0, log: [{ action: 'add' }] });
    expect(await keyCount(key.house_id)).toBe(1);
    const twice = await t.call(keyAdd, { house_id: key.house_id, store_id: store, number: key.number }, { token: agent, lang: 'zh' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ERRORS.CONFLICT.code);
    expect(twice.body.message).toBe(`已存在：本门店钥匙编号${key.number}`);
    // The same number in another store is another key.
    expect((await t.call(keyAdd, { house_id: key.house_id, store_id: otherStore, number: key.number }, { token: admin })).body.code).toBe('200000');
    expect(await keyCount(key.house_id)).toBe(2);
  });

  it('refuses to lend a key that is already lent', async () => {
    const key = await newKey();
    const lent = await borrow(key);
    expect(lent.body.data).toMatchObject({ status: 'lent', borrower_id: agentId, overdue: 0 });
    const before = await keyRow(key.id);
    const again = await borrow(key);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    expect(again.body.message).toBe(`This change is not allowed in the current state: key ${key.number} is already lent out`);
    expect(again.body.data).toEqual({ status: 'lent', action: 'borrow', allowed: ['return'] });
    expect(await keyRow(key.id)).toEqual(before);
    const deleted = await t.call(keyDelete, { id: key.id }, { token: agent });
    expect(deleted.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const back = await act(key, 'return');
    expect(back.body.data).toMatchObject({ status: 'in_store', borrower_id: null, due_at: null });
    expect(back.body.data.log.map((l) => l.action)).toEqual(['return', 'borrow', 'add']);
    expect(back.body.data.log[0]?.borrower_name).toBe('张伟');
  });

  it('freezes a key taken back by the owner', async () => {
    const key = await newKey();
    const took = await act(key, 'owner_take');
    expect(took.body.data.status).toBe('owner_took');
    expect(await keyCount(key.house_id)).toBe(0);
    const refused = [
      await borrow(key),
      await act(key, 'return'),
      await act(key, 'owner_take'),
      await t.call(keyUpdate, { id: key.id, store_id: store, number: key.number }, { token: agent }),
      await t.call(keyDelete, { id: key.id }, { token: agent }),
    ];
    for (const { status, body } of refused) {
      expect(status).toBe(409);
      expect(body.message).toContain(`key ${key.number} was taken back by the owner`);
    }
    expect((await act(key, 'owner_return')).body.data.status).toBe('in_store');
    expect(await keyCount(key.house_id)).toBe(1);
    expect((await borrow(key)).body.data.status).toBe('lent');
  });

  it('flags an overdue key', async () => {
    const key = await newKey();
    await borrow(key, nowSeconds() + DAY);
    const onTime = await t.call(keyList, { house_id: key.house_id, overdue: 1 }, { token: agent });
    expect(onTime.body.data.list).toEqual([]);
    await t.db.updateTable('house_key').set({ due_at: nowSeconds() - 60 }).where('id', '=', key.id).execute();
    const late = await t.call(keyList, { house_id: key.house_id, overdue: 1 }, { token: agent });
    expect(late.body.data.list.map((k) => [k.id, k.overdue])).toEqual([[key.id, 1]]);
    expect((await t.call(keyGet, { id: key.id }, { token: agent })).body.data.overdue).toBe(1);
    expect((await t.call(keyList, { house_id: key.house_id, overdue: 0 }, { token: agent })).body.data.list).toEqual([]);
    await act(key, 'return');
    expect((await t.call(keyGet, { id: key.id }, { token: agent })).body.data.overdue).toBe(0);
  });

  it('tells the borrower of an overdue key once per due date, in their language', async () => {
    const key = await newKey();
    await borrow(key, nowSeconds() + DAY);
    const told = () => t.db.selectFrom('message as m').innerJoin('message_recipient as r', 'r.message_id', 'm.id')
      .select(['m.params', 'r.staff_id']).where('m.kind', '=', 'keyOverdue').where('m.params', 'like', `%(${key.number})%`).execute();
    const runUntilDone = async (now: number) => { while (await tellOverdueKeys(t.db, now) > 0) { /* the demo's overdue keys too */ } };
    await runUntilDone(nowSeconds());
    expect(await told()).toEqual([]);
    const due = nowSeconds() - 3600;
    await t.db.updateTable('house_key').set({ due_at: due }).where('id', '=', key.id).execute();
    await runUntilDone(nowSeconds());
    const first = await told();
    expect(first.map((m) => m.staff_id)).toEqual([agentId]);
    expect((await keyRow(key.id)).overdue_told_for).toBe(due);
    await runUntilDone(nowSeconds());
    expect(await told()).toHaveLength(1);
    // A later due date, past again, is a new occasion.
    await t.db.updateTable('house_key').set({ due_at: due + 60 }).where('id', '=', key.id).execute();
    await runUntilDone(nowSeconds());
    expect(await told()).toHaveLength(2);
    const messages = (await t.call(messageList, { page: 1, limit: 50, category: 1 }, { token: agent, lang: 'zh' })).body.data.list;
    expect(messages.some((m) => m.message_title === '钥匙逾期未还' && m.message_info.includes(`(${key.number})`))).toBe(true);
  });

  it('writes a key follow-up for every key change', async () => {
    const key = await newKey();
    await t.call(keyUpdate, { id: key.id, store_id: store, number: `${key.number}A`, remark: '' }, { token: agent });
    await borrow(key);
    await act(key, 'return');
    await act(key, 'owner_take');
    await act(key, 'owner_return');
    await t.call(keyDelete, { id: key.id, remark: '钥匙作废' }, { token: agent });
    const history = (await t.call(followupList, { house_id: key.house_id, kind: 'key', limit: 100 }, { token: agent })).body.data.list;
    const changes = history.map((f) => [f.change?.from ?? null, f.change?.to ?? null]).reverse();
    expect(changes).toEqual([
      [null, 'in_store'], ['in_store', 'in_store'], ['in_store', 'lent'], ['lent', 'in_store'], ['in_store', 'owner_took'],
      ['owner_took', 'in_store'], ['in_store', null],
    ]);
    expect(history.every((f) => f.staff_name === '张伟')).toBe(true);
    expect(history[0]?.content).toBe(`${key.number}A：钥匙作废`);
    expect(history[history.length - 2]?.content).toBe(`${key.number} → ${key.number}A`);
    expect(await keyCount(key.house_id)).toBe(0);
    expect((await t.call(keyGet, { id: key.id }, { token: agent })).status).toBe(404);
  });

  it('reaches only the keys of the stores in scope', async () => {
    const key = await newKey();
    const foreign = (await t.call(keyAdd, { house_id: key.house_id, store_id: otherStore, number: 'FOREIGN-1' }, { token: admin })).body.data;
    const mine = (await t.call(keyList, { limit: 100, keyword: 'FOREIGN' }, { token: agent })).body.data;
    expect(mine.list).toEqual([]);
    expect((await t.call(keyGet, { id: foreign.id }, { token: manager })).status).toBe(404);
    expect((await t.call(houseKey, { key_id: foreign.id, action: 'owner_take' }, { token: agent })).status).toBe(404);
    const outside = await t.call(keyAdd, { house_id: key.house_id, store_id: otherStore, number: 'X-1' }, { token: agent });
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const all = (await t.call(keyList, { limit: 100, store_id: store }, { token: manager })).body.data;
    expect(all.list.every((k) => k.store_id === store)).toBe(true);
    expect(all.page.total).toBeGreaterThan(0);
  });

  it('counts each filter\'s keys as its pages list them, the keyword\'s by number, community and borrower', async () => {
    const lent = await newKey();
    expect((await borrow(lent, nowSeconds() + DAY)).body.code).toBe('200000');
    const kept = await newKey();
    const house = await t.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').select('r.name')
      .where('h.id', '=', kept.house_id).executeTakeFirstOrThrow();
    const borrower = await t.db.selectFrom('staff').select('name').where('id', '=', agentId).executeTakeFirstOrThrow();
    for (const input of [{}, { status: 'lent' }, { status: 'in_store' }, { overdue: 0 }, { overdue: 1 }, { store_id: store },
      { house_id: kept.house_id }, { keyword: kept.number }, { keyword: house.name }, { keyword: borrower.name }, { keyword: '没有这个' }] as const) {
      const ids: number[] = [];
      let total = -1;
      for (let page = 1; ; page++) {
        const { body } = await t.call(keyList, { ...input, page, limit: 3 }, { token: admin });
        ids.push(...body.data.list.map((k) => k.id));
        total = body.data.page.total;
        if (body.data.list.length < 3) break;
      }
      expect(new Set(ids).size, JSON.stringify(input)).toBe(ids.length);
      expect(total, JSON.stringify(input)).toBe(ids.length);
    }
    const byBorrower = (await t.call(keyList, { keyword: borrower.name, limit: 100 }, { token: admin })).body.data.list;
    expect(byBorrower.map((k) => k.id)).toContain(lent.id);
  });

  // The count and the page's ids read the keys alone: counted through the house and its community, building, unit and
  // door they read every key, as did a walked page of a keyword that few keys match, and PostgreSQL planned the joined
  // page anew on every call.
  it('counts and pages the keys without joining their houses, and pages a keyword\'s from its matches as walking would', async () => {
    const caller = await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    const ctx = { db: t.db, now: nowSeconds(), scope: 'company', caller: { staffId: caller.id } } as unknown as Ctx;
    const joined = /SEARCH h USING INTEGER PRIMARY KEY| on house h\b/;
    // The check sees a join where there is one.
    expect(await planOf(t.db, joinedKeys(t.db).select((eb) => eb.fn.countAll().as('n')))).toMatch(joined);
    const kept = await newKey();
    const community = await t.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').select('r.name')
      .where('h.id', '=', kept.house_id).executeTakeFirstOrThrow();
    for (const input of [{}, { status: 'lent' }, { overdue: 1 }, { store_id: store }, { keyword: community.name }, { keyword: kept.number }] as const) {
      const statements = keyListStatements(ctx, { page: 1, limit: 20, ...input });
      expect(await planOf(t.db, statements.count), JSON.stringify(input)).not.toMatch(joined);
      expect(await planOf(t.db, statements.page), JSON.stringify(input)).not.toMatch(joined);
    }
    // A keyword's page under the cap is taken from its matches, sorted in the app: the same keys, in the same order,
    // as walking the list's order finds.
    for (const keyword of [community.name, kept.number, '张', 'T-']) {
      for (const page of [1, 2, 3]) {
        const input = { page, limit: 2, keyword };
        const walked = await keyListStatements(ctx, input).page.execute();
        const listed = (await t.call(keyList, input, { token: admin })).body.data;
        expect(listed.list.map((k) => k.id), `${keyword} ${page}`).toEqual(walked.map((k) => k.id));
        expect(listed.page.total).toBe((await keyListStatements(ctx, input).matches.execute()).length);
      }
    }
  });

  // The counts of a status and of the overdue keys read an index alone (the store's or the status's, both of which hold
  // the deletion time).
  it.skipIf(testDialect() !== 'sqlite')('counts a status\'s and the overdue keys from an index alone', async () => {
    const caller = await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    const ctx = { db: t.db, now: nowSeconds(), scope: 'company', caller: { staffId: caller.id } } as unknown as Ctx;
    for (const input of [{ status: 'lent' }, { overdue: 1 }, { store_id: store, status: 'in_store' }] as const) {
      expect(await planOf(t.db, keyListStatements(ctx, { page: 1, limit: 20, ...input }).count), JSON.stringify(input))
        .toMatch(/COVERING INDEX house_key_(store_status|status_updated)_idx/);
    }
  });

  // A status's keys and the overdue ones are read in the list's order along their own index, not gathered and sorted.
  it.skipIf(testDialect() !== 'sqlite')('pages a status\'s and the overdue keys along the status\'s index, without sorting', async () => {
    const caller = await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    const ctx = { db: t.db, now: nowSeconds(), scope: 'company', caller: { staffId: caller.id } } as unknown as Ctx;
    for (const input of [{ status: 'lent' }, { status: 'owner_took' }, { overdue: 1 }] as const) {
      const page = await planOf(t.db, keyListStatements(ctx, { page: 1, limit: 20, ...input }).page);
      expect(page, JSON.stringify(input)).toMatch(/SEARCH k USING (COVERING )?INDEX house_key_status_updated_idx \(status=\?\)/);
      expect(page, JSON.stringify(input)).not.toMatch(/TEMP B-TREE/);
    }
  });

  // A store manager's scope is their store: its keys are read in the list's order, not gathered and sorted.
  it.skipIf(testDialect() !== 'sqlite')('pages and counts a store\'s keys along the store\'s index, without sorting', async () => {
    const caller = await t.db.selectFrom('staff').select('id').where('account', '=', 'manager').executeTakeFirstOrThrow();
    const ctx = { db: t.db, now: nowSeconds(), scope: 'store', caller: { staffId: caller.id, storeId: store } } as unknown as Ctx;
    const statements = keyListStatements(ctx, { page: 1, limit: 20 });
    const page = await planOf(t.db, statements.page);
    expect(page).toMatch(/SEARCH k USING INDEX house_key_store_updated_idx \(store_id=\?\)/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    expect(await planOf(t.db, statements.count)).toMatch(/house_key_store_(updated|status)_idx \(store_id=\?\)/);
  });

  // A company's keys grow with its houses: the total is counted up to KEY_TOTAL_CAP, as the other long lists' are.
  it(`counts up to KEY_TOTAL_CAP (${KEY_TOTAL_CAP}), says so, answers later pages, and counts under it exactly`, async () => {
    const house = await enterHouse(t, agent);
    const at = nowSeconds() - DAY;
    const rows = Array.from({ length: KEY_TOTAL_CAP + 30 }, (_, i) => ({
      house_id: house.id, store_id: otherStore, number: `CAP-${i}`, status: i % 100 === 7 ? 'owner_took' : 'in_store',
      remark: '', created_at: at + i, updated_at: at + i,
    }));
    try {
      for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('house_key').values(rows.slice(i, i + 500)).execute();
      const list = async (input: Record<string, unknown>) => (await t.call(keyList, { limit: 20, ...input }, { token: admin })).body.data;
      for (const input of [{}, { store_id: otherStore }, { keyword: 'CAP-' }]) {
        const first = await list(input);
        expect(first.page, JSON.stringify(input)).toEqual({ page: 1, limit: 20, total: KEY_TOTAL_CAP, total_cap: KEY_TOTAL_CAP });
        // Past the cap the pages still answer.
        const past = await list({ ...input, page: KEY_TOTAL_CAP / 20 + 1 });
        expect(past.page.total, JSON.stringify(input)).toBe(KEY_TOTAL_CAP);
        expect(past.list, JSON.stringify(input)).toHaveLength(20);
      }
      // A keyword at the cap is walked in the list's order, its last pages too.
      const numbers = async (page: number) => (await list({ keyword: 'CAP-', page })).list.map((k) => k.number);
      expect(await numbers(1)).toEqual(Array.from({ length: 20 }, (_, i) => `CAP-${KEY_TOTAL_CAP + 29 - i}`));
      expect(await numbers(KEY_TOTAL_CAP / 20 + 1)).toEqual(Array.from({ length: 20 }, (_, i) => `CAP-${29 - i}`));
      expect(await numbers(KEY_TOTAL_CAP / 20 + 2)).toEqual(Array.from({ length: 10 }, (_, i) => `CAP-${9 - i}`));
      // Under the cap the count is exact: the 21 keys their owner took back, a keyword's among them too.
      expect((await list({ keyword: 'CAP-', status: 'owner_took' })).page).toMatchObject({ total: 21, total_cap: KEY_TOTAL_CAP });
      const few = await list({ keyword: 'CAP-20', status: 'owner_took' });
      expect(few.page.total).toBe(2);
      expect(few.list.map((k) => k.number)).toEqual(['CAP-2007', 'CAP-207']);
    } finally {
      await t.db.deleteFrom('house_key').where('number', 'like', 'CAP-%').execute();
    }
  });

  it('refuses bad input: a borrow without a borrower or date, a date too far, a date on a return, an unknown status', async () => {
    const key = await newKey();
    const now = nowSeconds();
    const me = await staffId(t.db, 'agent');
    for (const bad of [
      { action: 'borrow', borrower_id: null, due_at: now + DAY },
      { action: 'borrow', borrower_id: me, due_at: null },
      { action: 'borrow', borrower_id: me, due_at: now - 10 },
      { action: 'borrow', borrower_id: me, due_at: now + 31 * DAY },
      { action: 'borrow', borrower_id: 999_999, due_at: now + DAY },
      { action: 'owner_take', borrower_id: me, due_at: null },
    ] as const) {
      const { status, body } = await t.call(houseKey, { key_id: key.id, ...bad }, { token: agent });
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    }
    for (const bad of [{ action: 'steal' }, { action: 'borrow', due_at: 'soon' }]) {
      const { status, body } = await t.call(houseKey, { key_id: key.id, ...bad }, { token: agent });
      expect(status).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
    }
    expect((await t.call(keyList, { status: 'missing' }, { token: agent })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.call(keyAdd, { house_id: key.house_id, store_id: store, number: '' }, { token: agent })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await keyRow(key.id)).status).toBe('in_store');
  });
});
