import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import type { Database } from '../../core/db/schema.js';
import { recordCustomerChanges } from '../house/followup-record.js';
import { handoverReceiver, type Handover, type Leaver } from './resign-handover.js';

export type CustomerHandover = { to: Handover['to']; customers: number };

// When a person leaves, their private customers go where their private houses go (handoverReceiver): to their store's
// manager, whose release countdown for each starts now, or to the public pool. Every moved customer gets a typed
// follow-up on its timeline in the same transaction; the recorder and the rest of the history stay as they were.
export async function handOverCustomers(trx: Db, leaver: Leaver, byStaffId: number, now: number): Promise<CustomerHandover> {
  const manager = await handoverReceiver(trx, leaver);
  const theirs = (eb: ExpressionBuilder<Database, 'customer'>) => eb.and([eb('agent_id', '=', leaver.id), eb('pool', '=', 'private')]);

  if (manager) {
    const rows = await trx.updateTable('customer')
      .set({ agent_id: manager.id, store_id: manager.store_id, active_at: now, warned_at: null, version: sql<number>`version + 1`, updated_at: now })
      .where(theirs).returning('id').execute();
    await recordCustomerChanges(trx, rows.map((row) => ({
      customerId: row.id, staffId: byStaffId, kind: 'role' as const, content: '', change: { from: leaver.name, to: manager.name },
    })), now);
    return { to: 'manager', customers: rows.length };
  }
  const rows = await trx.updateTable('customer')
    .set({ pool: 'public', warned_at: null, version: sql<number>`version + 1`, updated_at: now })
    .where(theirs).returning('id').execute();
  await recordCustomerChanges(trx, rows.map((row) => ({
    customerId: row.id, staffId: byStaffId, kind: 'pool' as const, content: '', change: { from: 'private', to: 'public' },
  })), now);
  return { to: 'public', customers: rows.length };
}
