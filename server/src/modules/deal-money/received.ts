import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { monthOf } from '../../core/clock.js';
import { allocate } from '../deal/split.js';

// 实收业绩: commission received on a deal is each person's by their share of its split (exact fen, the remainder to the
// largest shares, as the split's own amounts), in the company month of the payment; a refund takes it back likewise.

// Adds `amountFen` (negative for a refund) of received commission to the deal's performance rows of the month of
// `paidAt`, one row per person (a month without a row gets one with nothing receivable).
export async function addReceived(trx: Db, dealId: number, amountFen: number, paidAt: number, now: number): Promise<void> {
  if (amountFen === 0) return;
  const rows = await trx.selectFrom('deal_split as s').innerJoin('staff as st', 'st.id', 's.staff_id')
    .select(['s.staff_id', 'st.store_id', 's.share']).where('s.deal_id', '=', dealId).orderBy('s.sort').execute();
  if (!rows.length) return;
  const sign = amountFen < 0 ? -1 : 1;
  const amounts = allocate(Math.abs(amountFen), rows.map((r) => r.share));
  const byStaff = new Map<number, { store_id: number | null; received: number }>();
  rows.forEach((row, index) => {
    const known = byStaff.get(row.staff_id);
    byStaff.set(row.staff_id, { store_id: row.store_id, received: (known?.received ?? 0) + sign * (amounts[index] ?? 0) });
  });
  const month = monthOf(paidAt);
  await trx.insertInto('deal_performance').values([...byStaff].map(([staff_id, v]) => ({
    deal_id: dealId, staff_id, store_id: v.store_id, month, receivable: 0, received: v.received, created_at: now, updated_at: now,
  }))).onConflict((oc) => oc.columns(['deal_id', 'staff_id', 'month']).doUpdateSet({
    received: sql<number>`deal_performance.received + excluded.received`, updated_at: now,
  })).execute();
}
