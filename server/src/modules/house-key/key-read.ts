import { sql } from 'kysely';
import {
  HOUSE_HIDDEN_TEXT, KEY_STATUS_LABELS, keyRuleText, type HouseKind, type KeyDetail, type KeyItem, type KeyLogAction, type KeyStatus,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { storeScopeCondition } from '../../core/access.js';
import { changeText, recordHouseChange } from '../house/followup-record.js';
import { pendingApproval } from '../approval/pending.js';
import { hideHouseDoors } from '../../core/house-confidential.js';

// Reading keys (scoped on the holding store), and what every key change writes beside itself: the key's log, the
// key follow-up on the house and the house's key count.

export function joinedKeys(db: Db) {
  return db.selectFrom('house_key as k')
    .innerJoin('house as h', 'h.id', 'k.house_id')
    .innerJoin('region as r', 'r.id', 'h.region_id')
    .innerJoin('building as b', 'b.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id')
    .innerJoin('door as d', 'd.id', 'h.door_id')
    .innerJoin('store as so', 'so.id', 'k.store_id')
    .leftJoin('staff as bo', 'bo.id', 'k.borrower_id');
}

export const KEY_COLUMNS = [
  'k.id', 'k.house_id', 'h.kind', 'h.level as house_level', 'r.name as region_name', 'b.name as building_name', 'u.name as unit_name', 'd.name as door_name',
  'k.number', 'k.store_id', 'so.name as store_name', 'k.status', 'k.borrower_id', 'bo.name as borrower_name', 'k.lent_at', 'k.due_at',
  'k.remark', 'k.created_at', 'k.updated_at',
] as const;

type KeyRow = {
  id: number; house_id: number; kind: string; house_level: string; region_name: string; building_name: string; unit_name: string; door_name: string;
  number: string; store_id: number; store_name: string; status: string; borrower_id: number | null; borrower_name: string | null;
  lent_at: number | null; due_at: number | null; remark: string; created_at: number; updated_at: number;
};

export function isOverdue(status: string, dueAt: number | null, now: number): boolean {
  return status === 'lent' && dueAt !== null && dueAt < now;
}

// Keys with the door of a 加密 house hidden where the caller may not see it.
export function hideKeyDoors<T extends KeyRow>(ctx: Ctx, rows: T[]): Promise<T[]> {
  return hideHouseDoors(ctx, rows, (row) => ({ id: row.house_id, level: row.house_level }), (row) => { row.door_name = HOUSE_HIDDEN_TEXT; });
}

// `approvalId`: the key's cancellation waiting for approval, if any.
export function toKeyItem(row: KeyRow, now: number, approvalId: number | null): KeyItem {
  const { kind, house_level: _level, region_name, building_name, unit_name, door_name, ...key } = row;
  return {
    ...key,
    house: { kind: kind as HouseKind, region_name, building_name, unit_name, door_name },
    status: row.status as KeyStatus,
    borrower_name: row.borrower_name ?? '',
    overdue: isOverdue(row.status, row.due_at, now) ? 1 : 0,
    approval_id: approvalId,
  };
}

// One live key of a store within the caller's scope for the call's permission, with its log; 404001 otherwise.
export async function keyDetail(ctx: Ctx, id: number): Promise<KeyDetail> {
  const row = await joinedKeys(ctx.db).select(KEY_COLUMNS)
    .where('k.id', '=', id).where('k.deleted_at', 'is', null).where(storeScopeCondition(ctx.caller, ctx.scope, 'k.store_id'))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  await hideKeyDoors(ctx, [row]);
  const [log, pending] = await Promise.all([ctx.db.selectFrom('house_key_log as l')
    .leftJoin('staff as s', 's.id', 'l.staff_id').leftJoin('staff as bo', 'bo.id', 'l.borrower_id')
    .select(['l.id', 'l.action', 's.name as staff_name', 'bo.name as borrower_name', 'l.due_at', 'l.remark', 'l.created_at'])
    .where('l.key_id', '=', id).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').execute(), pendingApproval(ctx.db, 'house_key', id)]);
  return {
    ...toKeyItem(row, ctx.now, pending?.id ?? null),
    log: log.map((entry) => ({
      ...entry, action: entry.action as KeyLogAction, staff_name: entry.staff_name ?? '', borrower_name: entry.borrower_name ?? '',
    })),
  };
}

// The stored fields a change needs, of a live key within the caller's scope; 404001 otherwise.
export async function keyForChange(ctx: Ctx, id: number) {
  const row = await ctx.db.selectFrom('house_key as k').innerJoin('store as so', 'so.id', 'k.store_id')
    .select(['k.id', 'k.house_id', 'k.store_id', 'so.name as store_name', 'k.number', 'k.status', 'k.borrower_id', 'k.due_at'])
    .where('k.id', '=', id).where('k.deleted_at', 'is', null).where(storeScopeCondition(ctx.caller, ctx.scope, 'k.store_id'))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, status: row.status as KeyStatus };
}
export type KeyForChange = Awaited<ReturnType<typeof keyForChange>>;

// A key the owner took back is frozen: nothing but owner_return changes it.
export function assertNotFrozen(ctx: Ctx, key: { number: string; status: KeyStatus }): void {
  if (key.status === 'owner_took') {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: keyRuleText('frozen', ctx.lang, { number: key.number }) }, { status: key.status });
  }
}

export function statusLabel(ctx: Ctx, status: KeyStatus): string {
  return KEY_STATUS_LABELS[status][ctx.lang];
}

export type KeyChange = {
  keyId: number;
  houseId: number;
  action: KeyLogAction;
  from: KeyStatus | null;
  to: KeyStatus | null;
  // The follow-up's text: the key number and what happened to it, then the remark.
  content: string;
  remark: string;
  borrowerId?: number | null;
  dueAt?: number | null;
};

// The log entry, the key follow-up and the house's key count (keys not taken back by the owner), all in the
// caller's transaction. The count is not a change of the house's description: its version stays, so a key
// borrowed while someone edits the house does not make their save stale.
// `ctx`: who made the change and when (the request, or the approval's applicant at its effect).
export async function recordKeyChange(db: Db, ctx: { caller: { staffId: number }; now: number }, change: KeyChange): Promise<void> {
  await db.insertInto('house_key_log').values({
    key_id: change.keyId, house_id: change.houseId, action: change.action, staff_id: ctx.caller.staffId,
    borrower_id: change.borrowerId ?? null, due_at: change.dueAt ?? null, remark: change.remark, created_at: ctx.now,
  }).execute();
  await recordHouseChange(db, {
    houseId: change.houseId, staffId: ctx.caller.staffId, kind: 'key',
    content: changeText(change.content, change.remark),
    change: { from: change.from, to: change.to, ...(change.dueAt ? { until: change.dueAt } : {}) },
  }, ctx.now);
  await db.updateTable('house').set({
    key_count: sql<number>`(select count(*) from house_key where house_id = ${change.houseId} and deleted_at is null and status <> 'owner_took')`,
  }).where('id', '=', change.houseId).execute();
}
