import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { monthOf } from '../../core/clock.js';

// Performance (业绩) of a deal: each person's share of its commission as 应收业绩 in fen, one row per person and month
// of the signing date in the company's time zone, written when the deal takes effect; terminating the deal takes it
// back (业绩冲减) in the company month of the termination, so the months already reported stay as they were.

// The deal's split summed per person, with the person's store now.
export async function writePerformance(trx: Db, deal: { id: number; signed_at: number }, now: number): Promise<void> {
  const rows = await trx.selectFrom('deal_split as s').innerJoin('staff as st', 'st.id', 's.staff_id')
    .select(['s.staff_id', 'st.store_id', 's.amount']).where('s.deal_id', '=', deal.id).orderBy('s.sort').execute();
  const byStaff = new Map<number, { store_id: number | null; receivable: number }>();
  for (const row of rows) {
    const known = byStaff.get(row.staff_id);
    byStaff.set(row.staff_id, { store_id: row.store_id, receivable: (known?.receivable ?? 0) + row.amount });
  }
  if (!byStaff.size) return;
  const month = monthOf(deal.signed_at);
  await trx.insertInto('deal_performance').values([...byStaff].map(([staff_id, v]) => ({
    deal_id: deal.id, staff_id, store_id: v.store_id, month, receivable: v.receivable, received: 0, created_at: now, updated_at: now,
  }))).execute();
}

// Each person's 应收业绩 of the deal, negated, in the month `now` (the termination) falls in (netting to nothing when that is the
// signing month), charged to the store it was credited to; 实收业绩 follows the money and is left as it is.
export async function reversePerformance(trx: Db, dealId: number, now: number): Promise<void> {
  const rows = await trx.selectFrom('deal_performance').select(['staff_id', 'store_id', 'receivable'])
    .where('deal_id', '=', dealId).where('receivable', '<>', 0).orderBy('month').orderBy('staff_id').execute();
  const byStaff = new Map<number, { store_id: number | null; receivable: number }>();
  for (const row of rows) {
    const known = byStaff.get(row.staff_id);
    byStaff.set(row.staff_id, { store_id: known?.store_id ?? row.store_id, receivable: (known?.receivable ?? 0) + Number(row.receivable) });
  }
  const owed = [...byStaff].filter(([, v]) => v.receivable !== 0);
  if (!owed.length) return;
  const month = monthOf(now);
  await trx.insertInto('deal_performance').values(owed.map(([staff_id, v]) => ({
    deal_id: dealId, staff_id, store_id: v.store_id, month, receivable: -v.receivable, received: 0, created_at: now, updated_at: now,
  }))).onConflict((oc) => oc.columns(['deal_id', 'staff_id', 'month']).doUpdateSet({
    receivable: sql<number>`deal_performance.receivable + excluded.receivable`, updated_at: now,
  })).execute();
}
