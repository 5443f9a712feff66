import type { Db } from '../../core/db/database.js';
import { monthOf } from '../../core/clock.js';

// Performance (业绩) of a deal: each person's share of its commission as 应收业绩 in fen, one row per person and month
// of the signing date in the company's time zone; written when the deal takes effect, removed when it is terminated.

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

export async function removePerformance(trx: Db, dealId: number): Promise<void> {
  await trx.deleteFrom('deal_performance').where('deal_id', '=', dealId).execute();
}
