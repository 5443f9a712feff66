import { sql, type Updateable } from 'kysely';
import { HOUSE_OPEN_STATUSES, houseRuleText, type Lang } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { HouseTable } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { labelBitsOf, maskOf } from './label-bits.js';
import { lockRow } from '../../core/db/row-lock.js';

// Writing houses: optimistic concurrency by version, and the checks shared by entry and edit.

// The caller read `version`; a different one means someone changed the house since (602144, nothing written).
export function assertVersion(current: { version: number }, version: number): void {
  if (current.version !== version) throw new AppError('STALE');
}

// Changes a house only if it still has the version the caller read, and moves the version on. Two people saving
// the same version at once: exactly one update matches, the other gets 602144 and its transaction writes nothing.
export async function updateAtVersion(
  db: Db, id: number, version: number, values: Updateable<HouseTable>, now: number,
): Promise<void> {
  const result = await db.updateTable('house')
    .set({ ...values, version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id).where('version', '=', version).where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
}

// Labels a house may be given: enabled house labels, plus any it already carries (a label disabled since it was
// put on stays on until someone takes it off).
export async function assertLabels(db: Db, lang: Lang, labelIds: number[], houseId?: number): Promise<void> {
  if (!labelIds.length) return;
  const rows = await db.selectFrom('label').select('id')
    .where('id', 'in', labelIds).where('kind', '=', 'house')
    .where((eb) => eb.or([
      eb('enabled', '=', 1),
      ...(houseId !== undefined
        ? [eb.exists(eb.selectFrom('house_label').select('house_label.label_id').whereRef('house_label.label_id', '=', 'label.id').where('house_label.house_id', '=', houseId))]
        : []),
    ]))
    .execute();
  const known = new Set(rows.map((r) => r.id));
  const unknown = labelIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AppError('BAD_REQUEST', { detail: houseRuleText('labelUnknown', lang, { id: unknown }) });
}

// The one place a house's labels change: house_label and the bits on the row (label-bits.ts) together, in the
// caller's transaction.
export async function writeLabels(db: Db, houseId: number, labelIds: number[]): Promise<void> {
  await db.deleteFrom('house_label').where('house_id', '=', houseId).execute();
  const unique = [...new Set(labelIds)];
  if (unique.length) await db.insertInto('house_label').values(unique.map((label_id) => ({ house_id: houseId, label_id }))).execute();
  const bits = await labelBitsOf(db, unique);
  await db.updateTable('house').set({ label_bits: maskOf(bits.values()) }).where('id', '=', houseId).execute();
}

export function assertFloor(lang: Lang, floorNumber: number, totalFloors: number): void {
  if (floorNumber > totalFloors) {
    throw new AppError('BAD_REQUEST', { detail: houseRuleText('floorAboveTotal', lang, { floor: floorNumber, total: totalFloors }) });
  }
}

// A person may hold at most `cap` open private houses (house/add, a new maintainer, a claim). Their count is taken
// one change at a time, so two at once cannot both slip under the cap (SQLite runs one write transaction at a time
// anyway; PostgreSQL locks the person's row).
export async function assertPrivateCap(trx: Db, ctx: Ctx, staffId: number, cap: number): Promise<void> {
  await lockRow(trx, 'staff', staffId);
  const count = await privateHouseCount(trx, staffId);
  if (count >= cap) {
    throw new AppError('QUOTA_EXCEEDED', { detail: houseRuleText('privateCap', ctx.lang, { count, cap }) });
  }
}

// The open private houses a person maintains (what the private cap counts).
export async function privateHouseCount(db: Db, staffId: number): Promise<number> {
  const { n } = await db.selectFrom('house').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('maintainer_id', '=', staffId).where('pool', '=', 'private').where('deleted_at', 'is', null)
    .where('status', 'in', HOUSE_OPEN_STATUSES).executeTakeFirstOrThrow();
  return Number(n);
}
