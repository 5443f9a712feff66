import { sql } from 'kysely';
import { monthOf } from '../../core/clock.js';
import type { Db } from '../../core/db/database.js';

// New-house performance (业绩) is the commission of a report that reached 结佣, in the company month of its 结佣, credited to
// its reporter in the store the report was filed from. The month is kept on the report (newhouse_report.settled_month,
// written with the stage, newhouse/report-confirm.service.ts) so the performance statistics read it along an index.

// A performance row of either source: a deal's (deal_id) or a settled new-house report's (report_id).
export type PerformanceSource = {
  deal_id: number | null; report_id: number | null; staff_id: number; store_id: number | null; month: string; receivable: number; received: number;
};

// The reports' performance rows of the months `from`..`to`.
export function newhousePerformanceRows(db: Db, from: string, to: string) {
  return db.selectFrom('newhouse_report as r')
    .select([
      sql<number | null>`null`.as('deal_id'), 'r.id as report_id', 'r.reporter_id as staff_id', 'r.store_id', 'r.settled_month as month',
      'r.commission_amount as receivable', 'r.commission_amount as received',
    ])
    .where('r.settled_month', '>=', from).where('r.settled_month', '<=', to).where('r.commission_amount', 'is not', null)
    .$castTo<PerformanceSource>();
}

// Writes every report's month of 结佣 afresh from settled_at (db:reindex: reports written around the app, a restore);
// the number of reports whose month changed.
export async function refillNewhouseMonths(db: Db): Promise<number> {
  const rows = await db.selectFrom('newhouse_report').select(['id', 'settled_at', 'settled_month'])
    .where((eb) => eb.or([eb('settled_at', 'is not', null), eb('settled_month', 'is not', null)])).execute();
  const byMonth = new Map<string | null, number[]>();
  for (const row of rows) {
    const month = row.settled_at === null ? null : monthOf(Number(row.settled_at));
    if (month === row.settled_month) continue;
    byMonth.set(month, [...(byMonth.get(month) ?? []), row.id]);
  }
  let changed = 0;
  for (const [month, ids] of byMonth) {
    for (let i = 0; i < ids.length; i += 500) {
      const part = ids.slice(i, i + 500);
      await db.updateTable('newhouse_report').set({ settled_month: month }).where('id', 'in', part).execute();
      changed += part.length;
    }
  }
  return changed;
}
