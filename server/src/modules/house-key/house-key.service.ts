import { sql } from 'kysely';
import {
  keyRuleText, type DataOf, type ParsedInputOf, houseKey, keyAdd, keyDelete, keyList, keyUpdate, KEY_ACTIONS,
  KEY_ACTION_TRANSITIONS, KEY_LEND_MAX_DAYS, KEY_TOTAL_CAP, HOUSE_KINDS, type KeyAction, type KeyStatus,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { storeScopeCondition } from '../../core/access.js';
import { countUpTo, newestFirst, pageOfMatches, isUniqueViolation } from '../../core/sql.js';
import { houseReadScope, readableHouse } from '../house/house-read.js';
import {
  KEY_COLUMNS, assertNotFrozen, hideKeyDoors, joinedKeys, keyDetail, keyForChange, recordKeyChange, statusLabel, toKeyItem, type KeyForChange,
} from './key-read.js';
import { guardOpenApproval, submitApproval } from '../approval/submit.js';
import { pendingApprovals } from '../approval/pending.js';
import { houseSubject } from '../house/house-status.approval.js';
import { keyCancelItem, writeKeyCancel } from './key-cancel.approval.js';

const DAY = 86_400;

// The list's conditions on the keys alone, which the count and the page's ids read without the names' joins: at
// 349,298 keys (seed:scale's million houses) counting them through the house, its community, building, unit and door,
// the store and the borrower took 1,050 ms on SQLite, the keys alone 21 ms. Every key has its house, and every house
// its community, building, unit and door (foreign keys, not null), so the joins never change which keys match. The keyword searches the key's
// number, its community's name and its borrower's: the communities and people whose names hold it are found first,
// then the keys of those houses or borrowers.
function keyConditions(ctx: Ctx, input: ParsedInputOf<typeof keyList>) {
  const conditions = [sql<boolean>`k.deleted_at is null`, storeScopeCondition(ctx.caller, ctx.scope, 'k.store_id')];
  if (input.house_id !== undefined) conditions.push(sql<boolean>`k.house_id = ${input.house_id}`);
  if (input.store_id !== undefined) conditions.push(sql<boolean>`k.store_id = ${input.store_id}`);
  if (input.status) conditions.push(sql<boolean>`k.status = ${input.status}`);
  if (input.overdue !== undefined) {
    const overdue = sql<boolean>`(k.status = 'lent' and k.due_at < ${ctx.now})`;
    conditions.push(input.overdue ? overdue : sql<boolean>`not ${overdue}`);
  }
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const holds = (column: string) => sql<boolean>`${sql.ref(column)} like ${like} escape '\\'`;
    // Every kind named, so the houses of those communities are a search of house_region_filter_idx (deleted ones too,
    // whose keys the list keeps).
    const kinds = sql.join(HOUSE_KINDS.map((kind) => sql.lit(kind)));
    conditions.push(sql<boolean>`(${holds('k.number')}
      or k.borrower_id in (select id from staff where ${holds('name')})
      or k.house_id in (select id from house where kind in (${kinds}) and region_id in (select id from region where ${holds('name')})))`);
  }
  return conditions;
}

// The key list's statements on the keys alone (their plans: house-key.test.ts): the page's ids walked in the list's
// order, the count up to KEY_TOTAL_CAP (every live key counted took half of the admin list's time), and the matches (a keyword's keys, up to the cap, with what orders them). The page's names are
// joined to its ids only (keyRows): PostgreSQL planned the page with its eight tables anew on every call, 10.8 ms,
// as its generic plan, costed for an unknown limit, came out far dearer than a planned one.
export function keyListStatements(ctx: Ctx, input: ParsedInputOf<typeof keyList>) {
  let keys = ctx.db.selectFrom('house_key as k');
  for (const condition of keyConditions(ctx, input)) keys = keys.where(condition);
  return {
    page: keys.select('k.id').orderBy('k.updated_at', 'desc').orderBy('k.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit),
    count: countUpTo(ctx.db, keys, KEY_TOTAL_CAP),
    matches: keys.select(['k.id', 'k.updated_at']).limit(KEY_TOTAL_CAP),
  };
}

// The keys of a page, in the list's order, with their house's, store's and borrower's names.
function keyRows(ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return joinedKeys(ctx.db).select(KEY_COLUMNS).where('k.id', 'in', ids).orderBy('k.updated_at', 'desc').orderBy('k.id', 'desc').execute();
}

export async function listKeys(ctx: Ctx, input: ParsedInputOf<typeof keyList>): Promise<DataOf<typeof keyList>> {
  const statements = keyListStatements(ctx, input);
  const paged = async (ids: number[], total: number) => ({
    list: await keyRows(ctx, ids).then(async (rows) => {
      const [pending] = await Promise.all([pendingApprovals(ctx.db, 'house_key', rows.map((row) => row.id)), hideKeyDoors(ctx, rows)]);
      return rows.map((row) => toKeyItem(row, ctx.now, pending.get(row.id) ?? null));
    }),
    page: { page: input.page, limit: input.limit, total, total_cap: KEY_TOTAL_CAP },
  });
  const walked = async () => (await statements.page.execute()).map((row) => row.id);
  if (!input.keyword) {
    const [ids, total] = await Promise.all([walked(), statements.count.executeTakeFirstOrThrow()]);
    return paged(ids, Number(total.n));
  }
  // A keyword's matches are read first, in one pass over the keys (the number's LIKE has no index to use): under the
  // cap they are all there is, and the page is taken from them, sorted here; walked in the list's order instead, a
  // word that few keys hold read every key (3.2 s for none at 349,298 keys, through the joins), and counting them
  // first read the keys twice. At the cap the keyword is common and the walk finds its page soon.
  const matches = await statements.matches.execute();
  if (matches.length >= KEY_TOTAL_CAP) return paged(await walked(), KEY_TOTAL_CAP);
  const ids = pageOfMatches(matches.map((m) => ({ id: m.id, at: Number(m.updated_at) })), newestFirst, input.page, input.limit)
    .map((m) => m.id);
  return paged(ids, matches.length);
}

// A store the caller manages keys for (the scope of the call's permission on the store itself).
async function assertStore(ctx: Ctx, storeId: number): Promise<{ id: number; name: string }> {
  const store = await ctx.db.selectFrom('store').select(['id', 'name'])
    .where('id', '=', storeId).where(storeScopeCondition(ctx.caller, ctx.scope, 'store.id')).executeTakeFirst();
  if (!store) throw new AppError('BAD_REQUEST', { detail: keyRuleText('storeOutside', ctx.lang, { id: storeId }) });
  return store;
}

async function assertNumberFree(ctx: Ctx, storeId: number, number: string, keyId?: number): Promise<void> {
  let query = ctx.db.selectFrom('house_key').select('id').where('store_id', '=', storeId).where('number', '=', number).where('deleted_at', 'is', null);
  if (keyId !== undefined) query = query.where('id', '<>', keyId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: keyRuleText('numberTaken', ctx.lang, { number }) });
}

// The unique index catches what the check above cannot: two entries of one number at the same moment.
async function uniqueNumber<T>(ctx: Ctx, number: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { detail: keyRuleText('numberTaken', ctx.lang, { number }) });
    throw error;
  }
}

export async function addKey(ctx: Ctx, input: ParsedInputOf<typeof keyAdd>): Promise<DataOf<typeof keyAdd>> {
  const houseScope = await houseReadScope(ctx);
  const house = await ctx.db.selectFrom('house as h').select('h.id')
    .where('h.id', '=', input.house_id).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, houseScope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  await assertStore(ctx, input.store_id);
  await assertNumberFree(ctx, input.store_id, input.number);
  const id = await uniqueNumber(ctx, input.number, () => ctx.db.transaction().execute(async (trx) => {
    const key = await trx.insertInto('house_key').values({
      house_id: house.id, store_id: input.store_id, number: input.number, status: 'in_store', borrower_id: null, lent_at: null,
      due_at: null, remark: input.remark, created_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now, deleted_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await recordKeyChange(trx, ctx, {
      keyId: key.id, houseId: house.id, action: 'add', from: null, to: 'in_store', content: input.number, remark: input.remark,
    });
    return key.id;
  }));
  return keyDetail(ctx, id);
}

export async function updateKey(ctx: Ctx, input: ParsedInputOf<typeof keyUpdate>): Promise<DataOf<typeof keyUpdate>> {
  const key = await keyForChange(ctx, input.id);
  assertNotFrozen(ctx, key);
  const store = await assertStore(ctx, input.store_id);
  await assertNumberFree(ctx, input.store_id, input.number, key.id);
  const changes = [
    key.number !== input.number ? `${key.number} → ${input.number}` : input.number,
    key.store_id !== input.store_id ? `${key.store_name} → ${store.name}` : '',
  ].filter(Boolean).join(' ');
  await uniqueNumber(ctx, input.number, () => ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('house_key')
      .set({ number: input.number, store_id: input.store_id, remark: input.remark, updated_at: ctx.now })
      .where('id', '=', key.id).where('status', '=', key.status).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) await refuseChanged(trx, ctx, key.id, false);
    await recordKeyChange(trx, ctx, {
      keyId: key.id, houseId: key.house_id, action: 'update', from: key.status, to: key.status, content: changes, remark: input.remark,
    });
  }));
  return keyDetail(ctx, key.id);
}

// 注销: through approval when key_cancel's flow is enabled for the caller's store (key-cancel.approval.ts).
export async function deleteKey(ctx: Ctx, input: ParsedInputOf<typeof keyDelete>): Promise<DataOf<typeof keyDelete>> {
  const key = await keyForChange(ctx, input.id);
  assertDeletable(ctx, key);
  const [subject, stamp] = await Promise.all([
    houseSubject(ctx.db, key.house_id),
    ctx.db.selectFrom('house_key').select('updated_at').where('id', '=', key.id).executeTakeFirstOrThrow(),
  ]);
  const approvalId = await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const pending = await submitApproval(trx, ctx, keyCancelItem, {
      recordId: key.id, recordVersion: Number(stamp.updated_at), subject: `${subject} · ${key.number}`,
      payload: { house_id: key.house_id, number: key.number, store_name: key.store_name, status: key.status, remark: input.remark },
    });
    if (pending === null) {
      await writeKeyCancel(trx, {
        keyId: key.id, houseId: key.house_id, number: key.number, status: key.status, remark: input.remark, staffId: ctx.caller.staffId,
      }, ctx.now, () => refuseChanged(trx, ctx, key.id, true));
    }
    return pending;
  }));
  return approvalId === null ? null : { approval_id: approvalId };
}

function assertDeletable(ctx: Ctx, key: Pick<KeyForChange, 'number' | 'status'>): void {
  if (key.status === 'lent') {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: keyRuleText('lentNoDelete', ctx.lang, { number: key.number }) }, { status: key.status });
  }
  assertNotFrozen(ctx, key);
}

// Why `action` cannot be done to a key in `status` (409001, with the actions it does allow).
function refuseAction(ctx: Ctx, key: { number: string; status: KeyStatus }, action: KeyAction): never {
  const allowed = KEY_ACTIONS.filter((a) => KEY_ACTION_TRANSITIONS[a].from === key.status);
  const data = { status: key.status, action, allowed };
  if (action === 'borrow' && key.status === 'lent') {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: keyRuleText('alreadyLent', ctx.lang, { number: key.number }) }, data);
  }
  if (key.status === 'owner_took') {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: keyRuleText('frozen', ctx.lang, { number: key.number }) }, data);
  }
  throw new AppError('TRANSITION_NOT_ALLOWED', {
    detail: keyRuleText('wrongStatus', ctx.lang, { number: key.number, status: statusLabel(ctx, key.status) }),
  }, data);
}

// Someone changed the key between our read and our write: refuse by its state now.
async function refuseChanged(db: Db, ctx: Ctx, id: number, deleting: boolean): Promise<never> {
  const now = await db.selectFrom('house_key').select(['number', 'status', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();
  if (now.deleted_at !== null) throw new AppError('NOT_FOUND');
  const key = { number: now.number, status: now.status as KeyStatus };
  if (deleting) assertDeletable(ctx, key);
  assertNotFrozen(ctx, key);
  throw new AppError('STALE');
}

async function assertBorrower(ctx: Ctx, borrowerId: number): Promise<string> {
  const staff = await ctx.db.selectFrom('staff').select('name')
    .where('id', '=', borrowerId).where('company_id', '=', ctx.caller.companyId).where('status', '=', 'active').executeTakeFirst();
  if (!staff) throw new AppError('BAD_REQUEST', { detail: keyRuleText('borrowerUnknown', ctx.lang, { id: borrowerId }) });
  return staff.name;
}

export async function moveKey(ctx: Ctx, input: ParsedInputOf<typeof houseKey>): Promise<DataOf<typeof houseKey>> {
  const key = await keyForChange(ctx, input.key_id);
  const { from, to } = KEY_ACTION_TRANSITIONS[input.action];
  if (key.status !== from) refuseAction(ctx, key, input.action);
  const borrow = input.action === 'borrow';
  let borrowerName = '';
  if (borrow) {
    if (input.borrower_id === null || input.due_at === null) throw new AppError('BAD_REQUEST', { detail: keyRuleText('borrowerRequired', ctx.lang) });
    if (input.due_at <= ctx.now || input.due_at > ctx.now + KEY_LEND_MAX_DAYS * DAY) {
      throw new AppError('BAD_REQUEST', { detail: keyRuleText('dueRange', ctx.lang, { days: KEY_LEND_MAX_DAYS }) });
    }
    borrowerName = await assertBorrower(ctx, input.borrower_id);
  } else if (input.borrower_id !== null || input.due_at !== null) {
    throw new AppError('BAD_REQUEST', { detail: keyRuleText('onlyBorrow', ctx.lang) });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('house_key').set({
      status: to,
      borrower_id: borrow ? input.borrower_id : null,
      lent_at: borrow ? ctx.now : null,
      due_at: borrow ? input.due_at : null,
      updated_at: ctx.now,
    }).where('id', '=', key.id).where('status', '=', from).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const current = await trx.selectFrom('house_key').select(['number', 'status']).where('id', '=', key.id).executeTakeFirstOrThrow();
      refuseAction(ctx, { number: current.number, status: current.status as KeyStatus }, input.action);
    }
    await recordKeyChange(trx, ctx, {
      keyId: key.id, houseId: key.house_id, action: input.action, from, to,
      content: borrow ? `${key.number} → ${borrowerName}` : key.number, remark: input.remark,
      // A return is logged against the person who had the key.
      borrowerId: borrow ? input.borrower_id : key.borrower_id, dueAt: borrow ? input.due_at : null,
    });
  });
  return keyDetail(ctx, key.id);
}
