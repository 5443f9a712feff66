import { sql, type RawBuilder } from 'kysely';
import { groupRowName, type PerformanceGroup } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';

// The key each statistic groups its rows by, over a query that has the person as `st` and the store the row counts
// in as `so` (`storeColumn` its id): the person, their team now, the store, or that store's district (0: none).
export function groupKeys(personColumn: string, storeColumn: string): Record<PerformanceGroup, RawBuilder<number>> {
  return {
    person: sql<number>`${sql.ref(personColumn)}`,
    department: sql<number>`coalesce(st.department_id, 0)`,
    store: sql<number>`coalesce(${sql.ref(storeColumn)}, 0)`,
    district: sql<number>`coalesce(so.district_id, 0)`,
  };
}

// The names of the rows a statistic is grouped into: a person with their store and team now, or a team, store or
// district (id 0, the rows without one, has no name: the screens and exports name it in the reader's language).
export type GroupName = { name: string; store_name: string; department_name: string };

export async function groupNames(ctx: Ctx, group: PerformanceGroup, ids: number[]): Promise<Map<number, GroupName>> {
  const known = ids.filter((id) => id > 0);
  const names = new Map<number, GroupName>();
  if (!known.length) return names;
  if (group === 'person') {
    const people = await ctx.db.selectFrom('staff as st').leftJoin('store as so', 'so.id', 'st.store_id')
      .leftJoin('department as dp', 'dp.id', 'st.department_id')
      .select(['st.id', 'st.name', 'so.name as store_name', 'dp.name as department_name']).where('st.id', 'in', known).execute();
    for (const p of people) names.set(p.id, { name: p.name, store_name: p.store_name ?? '', department_name: p.department_name ?? '' });
    return names;
  }
  const table = group === 'department' ? 'department' : group === 'store' ? 'store' : 'district';
  const found = await ctx.db.selectFrom(table).select(['id', 'name']).where('id', 'in', known).execute();
  for (const f of found) names.set(f.id, { name: f.name, store_name: '', department_name: '' });
  return names;
}

export const NO_NAME: GroupName = { name: '', store_name: '', department_name: '' };

// An export's rows with the row of id 0 named in the caller's language, as the screens name it.
export function namedForExport<Row extends { id: number; name: string }>(ctx: Ctx, group: PerformanceGroup, rows: Row[]): Row[] {
  return rows.map((row) => ({ ...row, name: groupRowName(group, row, ctx.lang) }));
}
