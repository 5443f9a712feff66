import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import type { Database } from '../../core/db/schema.js';
import { DEFAULT_COMPANY_ID } from '../../core/settings.js';
import { recordHouseChanges } from '../house/followup-record.js';

export type Handover = { to: 'manager' | 'public'; houses: number };

export type Leaver = { id: number; name: string; storeId: number | null };

// Who receives what a leaver held privately: their store's active manager when the company setting says so and the
// store has one besides them, else nobody (the public pool). Houses and customers go the same way.
export async function handoverReceiver(trx: Db, leaver: Leaver) {
  const company = await trx.selectFrom('company').select('resign_handover').where('id', '=', DEFAULT_COMPANY_ID).executeTakeFirstOrThrow();
  return company.resign_handover === 'manager' ? storeManagerOf(trx, leaver) : undefined;
}

// The active manager of the leaver's store besides them, if any.
export async function storeManagerOf(trx: Db, leaver: Leaver) {
  return leaver.storeId === null ? undefined
    : trx.selectFrom('store as so').innerJoin('staff as s', 's.id', 'so.manager_id')
      .select(['s.id', 's.name', 's.store_id']).where('so.id', '=', leaver.storeId)
      .where('s.id', '!=', leaver.id).where('s.status', '=', 'active').executeTakeFirst();
}

// When a person leaves, their private houses go to their store's manager, whose release countdown for each starts
// now, or to the public pool, as the company setting says (the pool too when the store has no other active manager).
// Every moved house gets a typed follow-up in the same transaction; the recorder and the rest of the history stay.
export async function handOverHouses(trx: Db, leaver: Leaver, byStaffId: number, now: number): Promise<Handover> {
  const manager = await handoverReceiver(trx, leaver);
  const theirs = (eb: ExpressionBuilder<Database, 'house'>) =>
    eb.and([eb('maintainer_id', '=', leaver.id), eb('pool', '=', 'private'), eb('deleted_at', 'is', null)]);

  if (manager) {
    const rows = await trx.updateTable('house')
      .set({ maintainer_id: manager.id, store_id: manager.store_id, active_at: now, version: sql<number>`version + 1`, updated_at: now })
      .where(theirs).returning('id').execute();
    await recordHouseChanges(trx, rows.map((row) => ({
      houseId: row.id, staffId: byStaffId, kind: 'role' as const, content: '', change: { from: leaver.name, to: manager.name },
    })), now);
    return { to: 'manager', houses: rows.length };
  }
  const rows = await trx.updateTable('house')
    .set({ pool: 'public', version: sql<number>`version + 1`, updated_at: now })
    .where(theirs).returning('id').execute();
  await recordHouseChanges(trx, rows.map((row) => ({
    houseId: row.id, staffId: byStaffId, kind: 'pool' as const, content: '', change: { from: 'private', to: 'public' },
  })), now);
  return { to: 'public', houses: rows.length };
}
