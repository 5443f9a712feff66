import { sql, type RawBuilder } from 'kysely';
import {
  FOLLOWUP_KINDS, WRITTEN_FOLLOWUP_KINDS, type DataOf, type FollowupCounts, type FollowupKind, type FollowupStatisticsSort,
  type ParsedInputOf, followupStatistics,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { NO_NAME, groupKeys, groupNames } from './groups.js';

// Follow-up statistics from the summary rows kept with the follow-ups (followup_day: per person, company day and
// kind), within the caller's scope over the people who wrote them.

type Input = ParsedInputOf<typeof followupStatistics>;

// A row's store is the person's store now.
const GROUP_KEYS = groupKeys('f.staff_id', 'st.store_id');

function matching(ctx: Ctx, input: Input) {
  let q = ctx.db.selectFrom('followup_day as f')
    .innerJoin('staff as st', 'st.id', 'f.staff_id')
    .leftJoin('store as so', 'so.id', 'st.store_id')
    .where('f.day', '>=', input.date_from).where('f.day', '<=', input.date_to)
    .where(scopeCondition(ctx.caller, ctx.scope, 'f.staff_id'));
  if (input.store_id !== undefined) q = q.where('st.store_id', '=', input.store_id);
  if (input.department_id !== undefined) q = q.where('st.department_id', '=', input.department_id);
  return q;
}

// Only the kinds staff write can be marked invalid, so valid is written less invalid.
const SUMS = {
  total: sql<number>`coalesce(sum(f.total), 0)`,
  written: sql<number>`coalesce(sum(case when f.kind in (${sql.join(WRITTEN_FOLLOWUP_KINDS)}) then f.total else 0 end), 0)`,
  invalid: sql<number>`coalesce(sum(f.invalid), 0)`,
};
const ORDER: Record<FollowupStatisticsSort, RawBuilder<number>> = {
  total: sql<number>`g.total`, written: sql<number>`g.written`, invalid: sql<number>`g.invalid`, valid: sql<number>`g.written - g.invalid`,
};

type Sums = { total: number | string; written: number | string; invalid: number | string };
function countsOf(row: Sums, kinds: Map<string, number> | undefined): FollowupCounts {
  const written = Number(row.written);
  const invalid = Number(row.invalid);
  return {
    total: Number(row.total), written, valid: written - invalid, invalid,
    kinds: Object.fromEntries(FOLLOWUP_KINDS.map((kind) => [kind, kinds?.get(kind) ?? 0])) as Record<FollowupKind, number>,
  };
}

// Every row's counts, from the counts per kind.
function totalsOf(kinds: { kind: string; n: number | string; invalid: number | string }[]): FollowupCounts {
  const sum = (of: typeof kinds) => of.reduce((s, k) => s + Number(k.n), 0);
  return countsOf({
    total: sum(kinds),
    written: sum(kinds.filter((k) => WRITTEN_FOLLOWUP_KINDS.includes(k.kind as FollowupKind))),
    invalid: kinds.reduce((s, k) => s + Number(k.invalid), 0),
  }, new Map(kinds.map((k) => [k.kind, Number(k.n)])));
}

export async function listFollowupStatistics(ctx: Ctx, input: Input): Promise<DataOf<typeof followupStatistics>> {
  const key = GROUP_KEYS[input.group_by];
  const grouped = matching(ctx, input).select([key.as('id'), SUMS.total.as('total'), SUMS.written.as('written'), SUMS.invalid.as('invalid')]).groupBy(key);
  const [rows, count, totalKinds] = await Promise.all([
    ctx.db.selectFrom(grouped.as('g')).selectAll().orderBy(ORDER[input.sort], 'desc').orderBy('g.id')
      .limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    ctx.db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    matching(ctx, input).select(['f.kind', SUMS.total.as('n'), SUMS.invalid.as('invalid')]).groupBy('f.kind').execute(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const [names, perKind] = await Promise.all([
    groupNames(ctx, input.group_by, ids),
    ids.length ? matching(ctx, input).select([key.as('id'), 'f.kind', SUMS.total.as('n')]).where(key, 'in', ids).groupBy([key, 'f.kind']).execute() : [],
  ]);
  const kindsOf = new Map<number, Map<string, number>>();
  for (const k of perKind) kindsOf.set(Number(k.id), (kindsOf.get(Number(k.id)) ?? new Map()).set(k.kind, Number(k.n)));
  return {
    list: rows.map((row) => {
      const id = Number(row.id);
      return { id, ...(names.get(id) ?? NO_NAME), ...countsOf(row, kindsOf.get(id)) };
    }),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
    totals: totalsOf(totalKinds),
  };
}
