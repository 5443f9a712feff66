import { sql } from 'kysely';
import {
  FOLLOWUP_KINDS, WRITTEN_FOLLOWUP_KINDS, type DataOf, type FollowupCounts, type FollowupKind, type FollowupStatisticsSort,
  type ParsedInputOf, followupStatistics,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { followupCounts } from './followup-day.js';
import { NO_NAME, groupKeys, groupNames } from './groups.js';

// Follow-up statistics from the summary rows kept with the follow-ups (per person, kind and company month or day),
// within the caller's scope over the people who wrote them. The rows are summed once per group and kind; the groups
// (at most the people) are then ordered, paged and added up here.

type Input = ParsedInputOf<typeof followupStatistics>;

// A row's store is the person's store now.
const GROUP_KEYS = groupKeys('f.staff_id', 'st.store_id');

function perGroupAndKind(ctx: Ctx, input: Input) {
  const key = GROUP_KEYS[input.group_by];
  let q = ctx.db.selectFrom(followupCounts(ctx.db, { from: input.date_from, to: input.date_to }).as('f'))
    .innerJoin('staff as st', 'st.id', 'f.staff_id')
    .leftJoin('store as so', 'so.id', 'st.store_id')
    .where(scopeCondition(ctx.caller, ctx.scope, 'f.staff_id'));
  if (input.store_id !== undefined) q = q.where('st.store_id', '=', input.store_id);
  if (input.department_id !== undefined) q = q.where('st.department_id', '=', input.department_id);
  return q.select([key.as('id'), 'f.kind', sql<number>`sum(f.total)`.as('total'), sql<number>`sum(f.invalid)`.as('invalid')])
    .groupBy([key, 'f.kind']).execute();
}

type Counted = { total: number; written: number; invalid: number; kinds: Map<string, number> };

function add(into: Counted, kind: string, total: number, invalid: number): void {
  into.total += total;
  // Only the kinds staff write can be marked invalid, so valid is written less invalid.
  if (WRITTEN_FOLLOWUP_KINDS.includes(kind as FollowupKind)) into.written += total;
  into.invalid += invalid;
  into.kinds.set(kind, (into.kinds.get(kind) ?? 0) + total);
}

const ORDER: Record<FollowupStatisticsSort, (c: Counted) => number> = {
  total: (c) => c.total, written: (c) => c.written, invalid: (c) => c.invalid, valid: (c) => c.written - c.invalid,
};

function countsOf(c: Counted): FollowupCounts {
  return {
    total: c.total, written: c.written, valid: c.written - c.invalid, invalid: c.invalid,
    kinds: Object.fromEntries(FOLLOWUP_KINDS.map((kind) => [kind, c.kinds.get(kind) ?? 0])) as Record<FollowupKind, number>,
  };
}

const none = (): Counted => ({ total: 0, written: 0, invalid: 0, kinds: new Map() });

export async function listFollowupStatistics(ctx: Ctx, input: Input): Promise<DataOf<typeof followupStatistics>> {
  const totals = none();
  const groups = new Map<number, Counted>();
  for (const row of await perGroupAndKind(ctx, input)) {
    const id = Number(row.id);
    const group = groups.get(id) ?? none();
    groups.set(id, group);
    add(group, row.kind, Number(row.total), Number(row.invalid));
    add(totals, row.kind, Number(row.total), Number(row.invalid));
  }
  const order = ORDER[input.sort];
  const rows = [...groups].sort(([a, ca], [b, cb]) => order(cb) - order(ca) || a - b)
    .slice((input.page - 1) * input.limit, input.page * input.limit);
  const names = await groupNames(ctx, input.group_by, rows.map(([id]) => id));
  return {
    list: rows.map(([id, counted]) => ({ id, ...(names.get(id) ?? NO_NAME), ...countsOf(counted) })),
    page: { page: input.page, limit: input.limit, total: groups.size },
    totals: countsOf(totals),
  };
}
