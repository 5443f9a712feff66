import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  ERRORS, FOLLOWUP_TOTAL_CAP, companySave, followupHouse, followupInvalid, followupList, followupTop, houseGet, houseGrade, type InputOf,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { fts5Segments } from '../../test/helpers.js';
import { DAY, enterHouse, nowSeconds, staffId } from '../../test/houses.js';
import { MATCHES_SCANNED, PAIR_CANDIDATES_MAX, followupPage, followupStatements, pairsToSearch } from './followup.service.js';
import { insertFollowups, reindexFollowups } from '../house/followup-index.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
});
afterAll(async () => {
  await t.close();
});

const CONTENT = '联系业主，业主表示价格可以小谈';
const lastFollowup = async (id: number) =>
  (await t.db.selectFrom('house').select('last_followup_at').where('id', '=', id).executeTakeFirstOrThrow()).last_followup_at;

async function followups(input: InputOf<typeof followupList>, token = admin) {
  const { status, body } = await t.call(followupList, { limit: 100, ...input }, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

// A context whose statements are kept as they run, each as its syntax tree's JSON (a subquery's builder passes through
// transformQuery too: those that answered are kept).
function statementsRun(ctx: Ctx): { logged: Ctx; named: string[] } {
  const built = new Map<unknown, string>();
  const named: string[] = [];
  const logged = { ...ctx, db: ctx.db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      built.set(queryId, JSON.stringify(node));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      named.push(built.get(queryId) ?? '');
      return result;
    },
  }) } as Ctx;
  return { logged, named };
}

describe('followup/house', () => {
  it('writes a follow-up that becomes the house\'s last follow-up without changing its version', async () => {
    const house = await enterHouse(t, agent);
    const { body } = await t.call(followupHouse, { house_id: house.id, content: `  ${CONTENT}  ` }, { token: agent });
    expect(body.data).toMatchObject({
      house_id: house.id, kind: 'manual', content: CONTENT, change: null, invalid: 0, pinned: 0, staff_name: '张伟',
      house: { kind: 'sale', region_name: house.region_name, door_name: house.door_name },
    });
    const detail = (await t.call(houseGet, { id: house.id }, { token: agent })).body.data;
    expect(detail.last_followup_at).toBe(body.data.created_at);
    expect(detail.version).toBe(1);
  });

  it('answers with the new follow-up exactly as the list shows it', async () => {
    const house = await enterHouse(t, agent);
    const { body } = await t.call(followupHouse, { house_id: house.id, content: CONTENT }, { token: manager });
    const listed = (await followups({ house_id: house.id }, manager)).list.find((f) => f.id === body.data.id);
    expect(body.data).toEqual(listed);
  });

  it('refuses a follow-up shorter than the company minimum, counting characters', async () => {
    const house = await enterHouse(t, agent);
    const { status, body } = await t.call(followupHouse, { house_id: house.id, content: '业主说再考虑一下' }, { token: agent, lang: 'zh' });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.VALIDATION.code);
    expect(body.data).toEqual({ fields: { content: '至少填写10个字' } });
    expect(await lastFollowup(house.id)).toBeNull();
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', followup_min_length: 5 }, { token: admin });
    try {
      expect((await t.call(followupHouse, { house_id: house.id, content: '业主说再考虑一下' }, { token: agent })).body.code).toBe('200000');
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', followup_min_length: 10 }, { token: admin });
    }
    for (const bad of [{ content: '' }, { content: 'x'.repeat(1001) }, { house_id: 'x' }]) {
      expect((await t.call(followupHouse, { house_id: house.id, content: CONTENT, ...bad }, { token: agent })).body.code).toBe(ERRORS.VALIDATION.code);
    }
    expect((await t.call(followupHouse, { house_id: 99_999_999, content: CONTENT }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('followup list', () => {
  it('lists a house\'s whole history, pinned first, to whoever may see the house', async () => {
    const house = await enterHouse(t, agent);
    const first = (await t.call(followupHouse, { house_id: house.id, content: CONTENT }, { token: agent })).body.data;
    await t.call(houseGrade, { id: house.id, version: 1, grade: 'a' }, { token: manager });
    const third = (await t.call(followupHouse, { house_id: house.id, content: '带客户看房，客户对户型满意' }, { token: manager })).body.data;
    const before = (await followups({ house_id: house.id }, agent)).list;
    expect(before.map((f) => f.kind)).toEqual(['manual', 'grade', 'manual', 'entry']);
    expect(before[0]!.id).toBe(third.id);
    expect((await t.call(followupTop, { id: first.id }, { token: manager })).body.data.pinned).toBe(1);
    const after = (await followups({ house_id: house.id }, agent)).list;
    expect(after.map((f) => f.id)).toEqual([first.id, ...before.map((f) => f.id).filter((id) => id !== first.id)]);
    expect((await t.call(followupTop, { id: first.id, top: 0 }, { token: manager })).body.data.pinned).toBe(0);
    expect((await followups({ house_id: house.id }, agent)).list.map((f) => f.id)).toEqual(before.map((f) => f.id));
  });

  it('lists only the follow-ups written by people within the caller\'s scope', async () => {
    const agentId = await staffId(t.db, 'agent');
    const own = await followups({}, agent);
    expect(own.list.every((f) => f.staff_id === agentId)).toBe(true);
    const { n } = await t.db.selectFrom('followup').select((eb) => eb.fn.countAll<number>().as('n')).where('staff_id', '=', agentId).executeTakeFirstOrThrow();
    expect(own.page.total).toBe(Math.min(Number(n), FOLLOWUP_TOTAL_CAP));
    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow()).store_id as number;
    const people = (await t.db.selectFrom('staff').select('id').where('store_id', '=', store).execute()).map((s) => s.id);
    const mine = await followups({}, manager);
    expect(mine.list.every((f) => f.staff_id !== null && people.includes(f.staff_id))).toBe(true);
    const all = await followups({}, admin);
    const { n: everything } = await t.db.selectFrom('followup').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(everything)).toBeGreaterThan(FOLLOWUP_TOTAL_CAP);
    expect(all.page.total).toBe(FOLLOWUP_TOTAL_CAP);
  });

  it('filters by writer, kind, validity, pin, time and text', async () => {
    const agentId = await staffId(t.db, 'agent');
    const base = () => t.db.selectFrom('followup');
    const count = async (build: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
      Number((await build(base()).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const from = nowSeconds() - 60 * DAY;
    const to = nowSeconds() - 10 * DAY;
    const cases: [InputOf<typeof followupList>, number][] = [
      [{ staff_id: agentId }, await count((q) => q.where('staff_id', '=', agentId))],
      [{ kind: 'price' }, await count((q) => q.where('kind', '=', 'price'))],
      [{ invalid: 1 }, await count((q) => q.where('invalid', '=', 1))],
      [{ pinned: 1 }, await count((q) => q.where('pinned', '=', 1))],
      [{ from, to }, await count((q) => q.where('created_at', '>=', from).where('created_at', '<=', to))],
      [{ keyword: '看房' }, await count((q) => q.where('content', 'like', '%看房%'))],
    ];
    for (const [input, total] of cases) {
      expect(total, JSON.stringify(input)).toBeGreaterThan(0);
      const data = await followups(input);
      expect(data.page.total, JSON.stringify(input)).toBe(Math.min(total, FOLLOWUP_TOTAL_CAP));
    }
    expect((await followups({ kind: 'status' })).list.every((f) => f.kind === 'status' && f.change !== null)).toBe(true);
    expect((await t.call(followupList, { from: 10, to: 5 }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.call(followupList, { kind: 'phone_call' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
  });
});

// The statements as the admin's call builds them (company scope: they need only the database).
const adminCtx = async () => {
  const caller = await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  return { db: t.db, dialect: testDialect(), scope: 'company', caller: { staffId: caller.id } } as unknown as Ctx;
};

describe('follow-up list plans', () => {
  const sorts = (plan: string) => (testDialect() === 'sqlite' ? /TEMP B-TREE/ : /Sort/).test(plan);
  const base = { page: 1, limit: 20 };

  // A few follow-ups among thousands: read along an index of their own, in time order, not along the time index
  // reading every row.
  it('reads a typed record\'s kind, the invalid and the pinned follow-ups along their own index, a written one\'s along the time index, in time order', async () => {
    const some = (await t.db.selectFrom('followup').select('id').where('kind', '=', 'manual').orderBy('id').limit(4).execute()).map((f) => f.id);
    await t.db.updateTable('followup').set({ invalid: 1 }).where('id', 'in', some.slice(0, 2)).execute();
    await t.db.updateTable('followup').set({ pinned: 1 }).where('id', 'in', some.slice(2)).execute();
    try {
      const ctx = await adminCtx();
      // The count of a written follow-up's kind reads what the planner likes (it stops at the cap soon anyway).
      for (const [input, index, counted] of [
        [{ kind: 'price' }, 'followup_typed_idx', true], [{ kind: 'entry' }, 'followup_typed_idx', true], [{ invalid: 1 }, 'followup_invalid_idx', true],
        [{ pinned: 1 }, 'followup_pinned_idx', true], [{ kind: 'manual' }, 'followup_created_idx', false],
      ] as const) {
        const statements = followupStatements(ctx, { ...base, ...input });
        // A typed kind's count may read either index of the typed records (SQLite takes the writers' one, skipping
        // from writer to writer, once the demo customers' entries are among them): both hold that kind's records alone.
        const countedBy = index === 'followup_typed_idx' ? /followup_typed(_writer)?_idx/ : new RegExp(index);
        if (counted) expect(await planOf(t.db, statements.count), JSON.stringify(input)).toMatch(countedBy);
        const walked = await planOf(t.db, statements.page, { generic: true });
        expect(walked, JSON.stringify(input)).toContain(index);
        expect(sorts(walked), walked).toBe(false);
      }
      // A store manager's: the store's staff checked in the flagged follow-ups' entries, which hold the writer. With
      // the time alone there, SQLite searched the writers' index instead once the store's staff had written thousands
      // (90-110 ms a call at 3 million).
      const writer = await staffId(t.db, 'agent');
      const house = (await t.db.selectFrom('house').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
      const rows = Array.from({ length: 6000 }, (_, i) => ({
        house_id: house, customer_id: null, staff_id: writer, kind: 'manual', content: `${CONTENT}批量${i}`, created_at: 1_000_000 + i,
      }));
      for (let i = 0; i < rows.length; i += 500) await insertFollowups(t.db, rows.slice(i, i + 500));
      const manager = await t.db.selectFrom('staff').select(['id', 'store_id', 'department_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
      const storeCtx = { ...ctx, scope: 'store', caller: { staffId: manager.id, storeId: manager.store_id, departmentId: manager.department_id } } as unknown as Ctx;
      for (const [input, index] of [[{ invalid: 1 }, 'followup_invalid_idx'], [{ pinned: 1 }, 'followup_pinned_idx']] as const) {
        const statements = followupStatements(storeCtx, { ...base, ...input });
        expect(await planOf(t.db, statements.count), JSON.stringify(input)).toContain(index);
        expect(await planOf(t.db, statements.page, { generic: true }), JSON.stringify(input)).toContain(index);
      }
      // A typed kind: the store's staff's records searched writer by writer in the typed records' writer index
      // (migration 033), where the count walked every record of the kind in time order reading each one's row for its
      // writer (PostgreSQL: a parallel scan of the table, 172 ms at 3 million follow-ups).
      for (const input of [{ kind: 'entry' }, { kind: 'price' }] as const) {
        const statements = followupStatements(storeCtx, { ...base, ...input });
        expect(await planOf(t.db, statements.count), JSON.stringify(input)).toContain('followup_typed_writer_idx');
      }
    } finally {
      await t.db.updateTable('followup').set({ invalid: 0, pinned: 0 }).where('id', 'in', some).execute();
      await t.db.deleteFrom('followup').where('content', 'like', `${CONTENT}批量%`).execute();
    }
  });

  it('takes a word\'s page from its matches under the cap, and walks the time index at the cap', async () => {
    const ctx = await adminCtx();
    // A word few follow-ups hold: reading the time index and each row newest first until the page was full read them
    // all (9-12 s at 3 million on SQLite). Its matches are read once, as the count read them, and the page sorted.
    const rare = followupStatements(ctx, { ...base, keyword: '小谈' });
    const matches = await rare.matches.execute();
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(FOLLOWUP_TOTAL_CAP);
    const expected = matches.sort((a, b) => Number(b.created_at) - Number(a.created_at) || b.id - a.id).slice(0, 20).map((m) => m.id);
    expect(await followupPage(ctx, { ...base, keyword: '小谈' })).toEqual({ total: matches.length, ids: expected });
    if (testDialect() === 'sqlite') expect(await planOf(t.db, rare.matches)).not.toContain('followup_created_idx');
    const all = followupStatements(ctx, base);
    expect((await followupPage(ctx, base)).total).toBe(FOLLOWUP_TOTAL_CAP);
    const walked = await planOf(t.db, all.page);
    expect(walked).toContain('followup_created_idx');
    expect(sorts(walked), walked).toBe(false);
  });

  // Migration 043: a word is found from its character pairs where few follow-ups hold
  // them one after the other, instead of from every follow-up (330-410 ms at 3.4 million on SQLite, 590-770 ms on
  // PostgreSQL).
  it('finds a word from its character pairs with the answers of reading every follow-up, whoever wrote it and how', async () => {
    const ctx = await adminCtx();
    const texts = ['西瓜甜不甜，问ABC先生意见', '看房 房子不大但是很安静', '哈哈哈哈，业主很好说话呀', "业主说'可以'50%_首付\\再谈", '带客户😀🍉看了两次还想再看',
      'Ünïcode ÉCOLE ecole 学校旁边', '看房子约在了周末上午十点'];
    const house = await enterHouse(t, agent);
    // Through the call, and as the typed records' code writes them (followup-record.ts): both are indexed.
    for (const content of texts.slice(0, 4)) expect((await t.call(followupHouse, { house_id: house.id, content }, { token: agent })).status).toBe(200);
    const writer = await staffId(t.db, 'agent');
    await insertFollowups(t.db, texts.slice(4).map((content) => ({
      house_id: house.id, customer_id: null, staff_id: writer, kind: 'price', content, created_at: nowSeconds(),
    })));
    const manager = await t.db.selectFrom('staff').select(['id', 'store_id', 'department_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const storeCtx = { ...ctx, scope: 'store', caller: { staffId: manager.id, storeId: manager.store_id, departmentId: manager.department_id } } as unknown as Ctx;
    const words = ['西瓜甜', 'abc', 'ABC', '看房子', '房子', '哈哈哈', '哈哈哈哈哈', "'可以'", '50%_', '首付\\', '😀🍉', '🍉看', 'école', 'ÉCOLE', 'e ÉC',
      '学校旁边', '问abc先', '不存在的词'];
    for (const [who, asCaller] of [['admin', ctx], ['store manager', storeCtx]] as const) {
      for (const input of [...words.map((keyword) => ({ keyword })), { keyword: '看了两次', kind: 'price' as const },
        { keyword: '周末上午', from: nowSeconds() - DAY, to: nowSeconds() + DAY }]) {
        const label = `${who} ${JSON.stringify(input)}`;
        const pairs = await pairsToSearch(asCaller, input.keyword);
        expect(pairs, label).not.toBeNull();
        // What reading every follow-up finds: the statements without the pairs.
        const walked = followupStatements(asCaller, { ...base, ...input, limit: 100 });
        const expected = (await walked.matches.execute()).sort((a, b) => Number(b.created_at) - Number(a.created_at) || b.id - a.id);
        expect(await followupPage(asCaller, { ...base, ...input, limit: 100 }), label)
          .toEqual({ total: expected.length, ids: expected.slice(0, 100).map((m) => m.id) });
      }
    }
    // The words written above are found, and a word whose pairs a text holds apart is not.
    expect((await followupPage(ctx, { ...base, keyword: '看房子' })).total).toBe(1);
    expect((await followupPage(ctx, { ...base, keyword: '哈哈哈哈哈' })).total).toBe(0);
    expect((await followupPage(ctx, { ...base, keyword: '首付\\' })).total).toBe(1);
    // One character has no pair: the walk.
    expect(await pairsToSearch(ctx, '看')).toBeNull();
    // The matches are read from the pairs' index, not from every follow-up.
    const statements = followupStatements(ctx, { ...base, keyword: '西瓜甜' }, await pairsToSearch(ctx, '西瓜甜'));
    const plan = await planOf(t.db, statements.matches);
    if (testDialect() === 'sqlite') {
      // The ids the phrase found (pairsToSearch), each looked up.
      expect(plan).toMatch(/SCAN json_each VIRTUAL TABLE/);
      expect(plan).toContain('SEARCH followup USING INTEGER PRIMARY KEY');
    } else {
      expect(plan).toContain('followup_gram_idx');
      // Without the pending list, whose merges stopped the follow-ups written meanwhile (migration 043).
      const { rows } = await sql<{ options: string[] }>`select reloptions as options from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = 'followup_gram_idx'`.execute(t.db);
      expect(rows[0]?.options).toEqual(['fastupdate=off']);
    }
  });

  // A phrase of common pairs costs the same whatever it finds (看房子 at 3.4 million follow-ups: 23-34 ms): it was read
  // to count what it finds and read again by the statements that named it.
  it.skipIf(testDialect() !== 'sqlite')('reads a word\'s phrase once, and nothing else when it finds nothing', async () => {
    const house = await enterHouse(t, agent);
    const writer = await staffId(t.db, 'agent');
    const at = nowSeconds() - DAY;
    // More matches than the list counts: the page is walked over the ids found.
    const rows = Array.from({ length: FOLLOWUP_TOTAL_CAP + 100 }, (_, i) => ({
      house_id: house.id, customer_id: null, staff_id: writer, kind: 'manual', content: `第${i}次约客户复看，客户还在考虑`, created_at: at + i,
    }));
    for (let i = 0; i < rows.length; i += 500) await insertFollowups(t.db, rows.slice(i, i + 500));
    const { logged, named } = statementsRun(await adminCtx());
    const phrases = () => named.filter((statement) => statement.includes('followup_gram')).length;
    const page = await followupPage(logged, { page: 2, limit: 20, keyword: '约客户复看' });
    expect(page.total).toBe(FOLLOWUP_TOTAL_CAP);
    const newest = await t.db.selectFrom('followup').select('id').where('content', 'like', '%约客户复看%')
      .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(20).limit(20).execute();
    expect(page.ids).toEqual(newest.map((r) => r.id));
    expect(phrases()).toBe(1);
    // Its pairs all written, never in this order: the phrase alone, no statement after it.
    named.length = 0;
    expect(await followupPage(logged, { page: 1, limit: 20, keyword: '复看约客户' })).toEqual({ total: 0, ids: [] });
    expect(named).toHaveLength(1);
    expect(phrases()).toBe(1);
  });

  // The app writes each follow-up's index entry itself (followup-index.ts): one written around it by plain SQL is stored
  // all the same, and found by its words once `npm run db:reindex` has indexed it (at once on PostgreSQL, whose index
  // follows every write).
  it('stores a follow-up written by plain SQL, which db:reindex makes found by its words', async () => {
    const house = await enterHouse(t, agent);
    const writer = await staffId(t.db, 'agent');
    const ctx = await adminCtx();
    const found = async (keyword: string) => (await followupPage(ctx, { page: 1, limit: 20, keyword })).total;
    const handle = { db: t.db, dialect: testDialect() };
    await sql`insert into followup (house_id, customer_id, staff_id, kind, content, created_at)
      values (${house.id}, null, ${writer}, 'manual', '手写的跟进：业主下周出差', ${nowSeconds()})`.execute(t.db);
    expect(await found('下周出差')).toBe(testDialect() === 'sqlite' ? 0 : 1);
    expect(await reindexFollowups(handle, { all: false })).toBe(testDialect() === 'sqlite' ? 1 : 0);
    expect(await found('下周出差')).toBe(1);
    // Nothing left to index, and the entries written at once merged into one segment.
    expect(await reindexFollowups(handle, { all: false })).toBe(0);
    if (testDialect() === 'sqlite') expect((await fts5Segments(t.db, 'followup_gram')).flat()).toHaveLength(1);

    // A text changed by plain SQL: found by its new words once the whole index is built again.
    await sql`update followup set content = '手写的跟进：业主改为月底出国' where content = '手写的跟进：业主下周出差'`.execute(t.db);
    expect(await found('月底出国')).toBe(testDialect() === 'sqlite' ? 0 : 1);
    const all = await reindexFollowups(handle, { all: true });
    if (testDialect() === 'sqlite') {
      const { n } = await t.db.selectFrom('followup').select((eb) => eb.fn.countAll<number>().as('n')).where(sql<boolean>`length(content) > 1`)
        .executeTakeFirstOrThrow();
      expect(all).toBe(Number(n));
    }
    expect(await found('月底出国')).toBe(1);
    expect(await found('下周出差')).toBe(0);
    // And the follow-ups written through the app after it are found at once.
    expect((await t.call(followupHouse, { house_id: house.id, content: '第四段写下的跟进内容' }, { token: agent })).status).toBe(200);
    expect(await found('四段写下')).toBe(1);
  });

  // Migration 034: house follow-ups (no customer) are not entries of the customer index, so follow-up add inserts one
  // index entry less; a customer's follow-ups, newest first, still search it.
  it('keeps house follow-ups out of the customer index, which a customer\'s follow-ups still search in time order', async () => {
    const { rows } = testDialect() === 'sqlite'
      ? await sql<{ definition: string }>`select sql as definition from sqlite_master where type = 'index' and name = 'followup_customer_idx'`.execute(t.db)
      : await sql<{ definition: string }>`select indexdef as definition from pg_indexes where schemaname = current_schema() and indexname = 'followup_customer_idx'`.execute(t.db);
    expect(rows[0]?.definition.replace(/[()"]/g, '').toLowerCase()).toMatch(/ where customer_id is not null$/);
    const ofCustomer = t.db.selectFrom('followup').select('id').where('customer_id', '=', 1)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20);
    const plan = await planOf(t.db, ofCustomer, { generic: true });
    expect(plan).toContain('followup_customer_idx');
    expect(sorts(plan), plan).toBe(false);
  });

  it('pages every filter newest first, walked or taken from a word\'s matches, as the rows are ordered', async () => {
    const house = await enterHouse(t, agent);
    // Follow-ups written in the same second: the id decides between them.
    const at = nowSeconds() - 2 * DAY;
    const writer = await staffId(t.db, 'agent');
    await insertFollowups(t.db, Array.from({ length: 5 }, (_, i) => ({
      house_id: house.id, customer_id: null, staff_id: writer, kind: i % 2 ? 'price' : 'manual', content: `${CONTENT}同一秒${i}`,
      created_at: at, invalid: i === 1 ? 1 : 0, pinned: i === 3 ? 1 : 0,
    })));
    try {
      for (const input of [{}, { kind: 'price' }, { invalid: 1 }, { pinned: 1 }, { keyword: '同一秒' }, { house_id: house.id },
        { house_id: house.id, keyword: '同一秒' }] as const) {
        const filter: { kind?: 'price'; invalid?: 1; pinned?: 1; keyword?: string; house_id?: number } = input;
        let expected = t.db.selectFrom('followup').select('id');
        if (filter.kind) expected = expected.where('kind', '=', filter.kind);
        if (filter.invalid) expected = expected.where('invalid', '=', 1);
        if (filter.pinned) expected = expected.where('pinned', '=', 1);
        if (filter.keyword) expected = expected.where('content', 'like', `%${filter.keyword}%`);
        if (filter.house_id !== undefined) expected = expected.where('house_id', '=', filter.house_id).orderBy('pinned', 'desc');
        const ids = (await expected.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(6).offset(2).execute()).map((f) => f.id);
        const listed = await followups({ ...input, page: 2, limit: 2 });
        const next = await followups({ ...input, page: 3, limit: 2 });
        const more = await followups({ ...input, page: 4, limit: 2 });
        expect([...listed.list, ...next.list, ...more.list].map((f) => f.id), JSON.stringify(input)).toEqual(ids);
      }
    } finally {
      await t.db.deleteFrom('followup').where('house_id', '=', house.id).where('content', 'like', '%同一秒%').execute();
    }
  });
});

describe('followup/invalid and followup/top', () => {
  it('marks a follow-up invalid with a reason, which moves the house\'s last follow-up back, and valid again', async () => {
    const house = await enterHouse(t, agent);
    const first = (await t.call(followupHouse, { house_id: house.id, content: CONTENT }, { token: agent })).body.data;
    await t.db.updateTable('followup').set({ created_at: first.created_at - DAY }).where('id', '=', first.id).execute();
    const second = (await t.call(followupHouse, { house_id: house.id, content: '业主本周末在家，可以安排看房' }, { token: agent })).body.data;
    expect(await lastFollowup(house.id)).toBe(second.created_at);
    expect((await t.call(followupInvalid, { id: second.id, invalid: 1 }, { token: manager })).body.code).toBe(ERRORS.VALIDATION.code);
    const marked = await t.call(followupInvalid, { id: second.id, reason: '未实际联系业主' }, { token: manager });
    expect(marked.body.data).toMatchObject({ invalid: 1, invalid_reason: '未实际联系业主', invalid_by_name: '李明' });
    expect(await lastFollowup(house.id)).toBe(first.created_at - DAY);
    await t.call(followupInvalid, { id: first.id, reason: '重复填写' }, { token: manager });
    expect(await lastFollowup(house.id)).toBeNull();
    const restored = await t.call(followupInvalid, { id: second.id, invalid: 0 }, { token: manager });
    expect(restored.body.data).toMatchObject({ invalid: 0, invalid_reason: '', invalid_by_name: '', invalid_at: null });
    expect(await lastFollowup(house.id)).toBe(second.created_at);
  });

  it('refuses to mark a typed follow-up invalid', async () => {
    const house = await enterHouse(t, agent);
    const entry = (await followups({ house_id: house.id }, agent)).list[0]!;
    const { status, body } = await t.call(followupInvalid, { id: entry.id, reason: '不对' }, { token: manager });
    expect(status).toBe(409);
    expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    // A typed one may still be pinned.
    expect((await t.call(followupTop, { id: entry.id }, { token: manager })).body.data.pinned).toBe(1);
  });

  it('cannot reach a follow-up written outside the caller\'s scope', async () => {
    const store = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow()).store_id as number;
    const outside = await t.db.selectFrom('followup as f').innerJoin('staff as s', 's.id', 'f.staff_id').select('f.id')
      .where('s.store_id', '<>', store).where('f.kind', '=', 'manual').executeTakeFirstOrThrow();
    expect((await t.call(followupInvalid, { id: outside.id, reason: '无关' }, { token: manager })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(followupTop, { id: outside.id }, { token: manager })).body.code).toBe(ERRORS.NOT_FOUND.code);
    // Agents hold no follow-up management in the demo roles.
    expect((await t.call(followupTop, { id: outside.id }, { token: agent })).status).toBe(403);
    expect((await t.call(followupTop, { id: outside.id }, { token: admin })).body.data.pinned).toBe(1);
  });
});

describe('follow-up list total', () => {
  // The follow-ups are the largest table (three a house); an exact count read every one for every page.
  it(`counts up to FOLLOWUP_TOTAL_CAP (${FOLLOWUP_TOTAL_CAP}), says so, answers later pages, and counts under it exactly`, async () => {
    const house = await enterHouse(t, agent);
    const writer = await staffId(t.db, 'agent');
    const at = nowSeconds() - DAY;
    const rows = Array.from({ length: FOLLOWUP_TOTAL_CAP + 30 }, (_, i) => ({
      house_id: house.id, customer_id: null, staff_id: writer, kind: 'manual', content: `${CONTENT}${i}`, created_at: at + i,
    }));
    for (let i = 0; i < rows.length; i += 500) await insertFollowups(t.db, rows.slice(i, i + 500));
    const written = FOLLOWUP_TOTAL_CAP + 31; // with the entry's own
    expect((await followups({ house_id: house.id, limit: 20 })).page).toEqual({ page: 1, limit: 20, total: FOLLOWUP_TOTAL_CAP, total_cap: FOLLOWUP_TOTAL_CAP });
    const past = await followups({ house_id: house.id, page: FOLLOWUP_TOTAL_CAP / 20 + 1, limit: 20 });
    expect(past.list).toHaveLength(20);
    expect(past.page.total).toBe(FOLLOWUP_TOTAL_CAP);
    const last = await followups({ house_id: house.id, page: Math.ceil(written / 20), limit: 20 });
    expect(last.list).toHaveLength(written % 20);
    expect(last.list.at(-1)?.content).toBe(`${CONTENT}0`);
    // Under the cap the count is exact: the texts ending in 202 and 2020-2029.
    const few = await followups({ house_id: house.id, keyword: `${CONTENT}202` });
    expect(few.page).toMatchObject({ total: 11, total_cap: FOLLOWUP_TOTAL_CAP });
    expect(few.list).toHaveLength(11);
  });
});

// Last in the file: its 98,000 follow-ups would change what the tests above count and plan.
describe('a common word\'s pairs', () => {
  // PostgreSQL estimates the follow-ups holding all of a word's pairs as if each pair came apart from the others; a
  // word's pairs come together, so a common word was estimated rare (复核房源 at 3.4 million follow-ups: 414 where
  // 166,000 hold its pairs) and its matches and page read every follow-up holding them, 263-298 ms a call where
  // walking the time index finds its page at once.
  it('reads a word from its pairs only when the follow-ups holding them are few, or on PostgreSQL when the first follow-ups do not hold it', async () => {
    const ctx = await adminCtx();
    const house = await enterHouse(t, agent);
    const writer = await staffId(t.db, 'agent');
    const at = nowSeconds() - DAY;
    // A third of them hold the word: more than PAIR_CANDIDATES_MAX, each of its pairs in a third of the follow-ups.
    const rows = Array.from({ length: 3 * 24_000 }, (_, i) => ({
      house_id: house.id, customer_id: null, staff_id: writer, kind: 'manual',
      content: i % 3 === 0 ? '复核房源信息，面积与产证一致' : '电话回访业主，房子仍在出售', created_at: at + (i % 1_000),
    }));
    expect(24_000).toBeGreaterThan(PAIR_CANDIDATES_MAX);
    for (let i = 0; i < rows.length; i += 1_000) await insertFollowups(t.db, rows.slice(i, i + 1_000));
    if (testDialect() === 'postgres') await sql`analyze followup`.execute(t.db);
    expect(await pairsToSearch(ctx, '复核房源')).toBeNull();
    expect(await pairsToSearch(ctx, '回访业主')).toBeNull();
    // A pair nobody wrote makes the word rare, wherever it is in the word.
    expect(await pairsToSearch(ctx, '复核房源信息很好')).not.toBeNull();
    expect(await pairsToSearch(ctx, '很好复核房源')).not.toBeNull();
    // The common word's page, walked.
    const page = await followupPage(ctx, { page: 1, limit: 20, keyword: '复核房源' });
    expect(page.total).toBe(FOLLOWUP_TOTAL_CAP);
    const newest = await t.db.selectFrom('followup').select('id').where('content', 'like', '复核房源%')
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute();
    expect(page.ids).toEqual(newest.map((r) => r.id));

    // A word whose pairs are each common but seldom together: 看房 and 房子 in 24,000 more follow-ups, apart, and
    // 看房子 in three of the oldest. On PostgreSQL its rarest pair's estimate passes the bound, and walking the time
    // index read every follow-up to find it (741-789 ms at 3.4 million); now the first MATCHES_SCANNED follow-ups
    // read do not reach the cap, and its matches are read from the follow-ups holding both pairs.
    const apart = Array.from({ length: 24_003 }, (_, i) => ({
      house_id: house.id, customer_id: null, staff_id: writer, kind: 'manual',
      content: i < 3 ? `约了周末看房子，第${i}次` : '下午带看房，房子朝南采光好', created_at: at - 2 * DAY + i,
    }));
    for (let i = 0; i < apart.length; i += 1_000) await insertFollowups(t.db, apart.slice(i, i + 1_000));
    if (testDialect() === 'postgres') await sql`analyze followup`.execute(t.db);
    if (testDialect() === 'postgres') expect(await pairsToSearch(ctx, '看房子')).toBeNull();
    expect(rows.length + apart.length).toBeGreaterThan(MATCHES_SCANNED);
    const { logged, named } = statementsRun(ctx);
    // The statements reading the pairs' index (not the planner's estimates, rarestPairRows).
    const readByPairs = (statements: string[]) => statements.filter((statement) => statement.includes('text_grams') && !statement.includes('explain')).length;
    const byPairs = () => readByPairs(named);
    // Those three, and the one an earlier test wrote.
    const holding = (await t.db.selectFrom('followup').select('id').where('content', 'like', '%看房子%')
      .orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.id);
    expect(holding.length).toBeGreaterThanOrEqual(3);
    expect(await followupPage(logged, { page: 1, limit: 20, keyword: '看房子' })).toEqual({ total: holding.length, ids: holding });
    // The same as a store manager, whose agent wrote them.
    const manager = await t.db.selectFrom('staff').select(['id', 'store_id', 'department_id']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    const storeCtx = statementsRun({ ...ctx, scope: 'store', caller: { staffId: manager.id, storeId: manager.store_id, departmentId: manager.department_id } } as unknown as Ctx);
    expect(await followupPage(storeCtx.logged, { page: 1, limit: 20, keyword: '看房子' })).toEqual({ total: holding.length, ids: holding });
    if (testDialect() === 'postgres') {
      // The first follow-ups, then the pairs: the matches, and nothing else (its page from them).
      expect(byPairs()).toBe(1);
      expect(readByPairs(storeCtx.named)).toBe(1);
      // Within a period of fewer follow-ups than MATCHES_SCANNED they are all read, as before: no pairs.
      named.length = 0;
      const period = { from: at - 2 * DAY, to: at - 2 * DAY + 100 };
      expect(await followupPage(logged, { page: 1, limit: 20, keyword: '看房子', ...period })).toEqual({ total: 3, ids: holding.slice(-3) });
      expect(byPairs()).toBe(0);
      // A common word reaches the cap among the first follow-ups: its pairs are not read, its page walked as before.
      named.length = 0;
      expect((await followupPage(logged, { page: 2, limit: 20, keyword: '复核房源' })).ids).toEqual((await t.db.selectFrom('followup').select('id')
        .where('content', 'like', '复核房源%').orderBy('created_at', 'desc').orderBy('id', 'desc').offset(20).limit(20).execute()).map((r) => r.id));
      expect(byPairs()).toBe(0);
    }
    // Should the matches found from its pairs reach the cap, the page is walked (as a common word's).
    const newer = Array.from({ length: FOLLOWUP_TOTAL_CAP + 10 }, (_, i) => ({
      house_id: house.id, customer_id: null, staff_id: writer, kind: 'manual', content: `又约了一位客户看房子，第${i}位`, created_at: at + 2_000 + i,
    }));
    for (let i = 0; i < newer.length; i += 1_000) await insertFollowups(t.db, newer.slice(i, i + 1_000));
    const newest20 = await t.db.selectFrom('followup').select('id').where('content', 'like', '%看房子%')
      .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(20).limit(20).execute();
    expect(await followupPage(ctx, { page: 2, limit: 20, keyword: '看房子' })).toEqual({ total: FOLLOWUP_TOTAL_CAP, ids: newest20.map((r) => r.id) });
  }, 60_000);
});
