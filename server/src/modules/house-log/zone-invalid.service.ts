import { sql } from 'kysely';
import type { DataOf, ZoneInvalidRow, invalidZoneHouse } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition, storeScopeCondition } from '../../core/access.js';

// invalid/zonehouse: per duty zone, the houses of its regions, the invalid ones and those set invalid in a period
// with their reasons. A zone is within the caller's scope through its stores; a house counts when its maintainer is.
// Three queries whatever the number of zones: the zones, the house counts grouped by zone, the reasons grouped by
// zone and reason.

// A status follow-up's change is stored as JSON written by the server ({"from":…,"to":…,…}).
const TO_INVALID = '%"to":"invalid"%';

export async function invalidHousesByZone(
  ctx: Ctx, input: { from: number; to: number; zone_id?: number | undefined },
): Promise<DataOf<typeof invalidZoneHouse>> {
  let zoneQuery = ctx.db.selectFrom('zone as z').select(['z.id', 'z.name']);
  if (ctx.scope !== 'company') {
    zoneQuery = zoneQuery.where((eb) => eb.exists(eb.selectFrom('zone_store as zs').select('zs.zone_id')
      .whereRef('zs.zone_id', '=', 'z.id').where(storeScopeCondition(ctx.caller, ctx.scope, 'zs.store_id'))));
  }
  if (input.zone_id !== undefined) zoneQuery = zoneQuery.where('z.id', '=', input.zone_id);
  const zones = await zoneQuery.orderBy('z.id').execute();
  if (input.zone_id !== undefined && !zones.length) throw new AppError('NOT_FOUND');
  const ids = zones.map((z) => z.id);
  const maintained = scopeCondition(ctx.caller, ctx.scope, 'h.maintainer_id');
  const [counts, reasons] = ids.length ? await Promise.all([
    ctx.db.selectFrom('house as h').innerJoin('zone_region as zr', 'zr.region_id', 'h.region_id')
      .select([
        'zr.zone_id',
        sql<number>`count(*)`.as('houses'),
        sql<number>`sum(case when h.status = 'invalid' then 1 else 0 end)`.as('invalid'),
        sql<number>`sum(case when exists (select 1 from followup f where f.house_id = h.id and f.kind = 'status'
          and f.created_at >= ${input.from} and f.created_at <= ${input.to} and f.detail like ${TO_INVALID}) then 1 else 0 end)`.as('became_invalid'),
      ])
      .where('zr.zone_id', 'in', ids).where('h.deleted_at', 'is', null).where(maintained)
      .groupBy('zr.zone_id').execute(),
    ctx.db.selectFrom('followup as f').innerJoin('house as h', 'h.id', 'f.house_id').innerJoin('zone_region as zr', 'zr.region_id', 'h.region_id')
      .select(['zr.zone_id', 'f.content as reason', sql<number>`count(*)`.as('n')])
      .where('zr.zone_id', 'in', ids).where('f.kind', '=', 'status').where('f.created_at', '>=', input.from)
      .where('f.created_at', '<=', input.to).where('f.detail', 'like', TO_INVALID).where('h.deleted_at', 'is', null).where(maintained)
      .groupBy(['zr.zone_id', 'f.content']).execute(),
  ]) : [[], []];

  const countsOf = new Map(counts.map((c) => [c.zone_id, c]));
  const byCount = (a: { reason: string; count: number }, b: { reason: string; count: number }) =>
    b.count - a.count || a.reason.localeCompare(b.reason);
  const list: ZoneInvalidRow[] = zones.map((zone) => {
    const c = countsOf.get(zone.id);
    return {
      zone_id: zone.id,
      zone_name: zone.name,
      houses: Number(c?.houses ?? 0),
      invalid: Number(c?.invalid ?? 0),
      became_invalid: Number(c?.became_invalid ?? 0),
      reasons: reasons.filter((r) => r.zone_id === zone.id).map((r) => ({ reason: r.reason, count: Number(r.n) })).sort(byCount),
    };
  });
  const totalReasons = new Map<string, number>();
  for (const r of reasons) totalReasons.set(r.reason, (totalReasons.get(r.reason) ?? 0) + Number(r.n));
  const sum = (key: 'houses' | 'invalid' | 'became_invalid') => list.reduce((n, row) => n + row[key], 0);
  return {
    list,
    total: {
      zone_id: null, zone_name: '', houses: sum('houses'), invalid: sum('invalid'), became_invalid: sum('became_invalid'),
      reasons: [...totalReasons].map(([reason, count]) => ({ reason, count })).sort(byCount),
    },
  };
}
