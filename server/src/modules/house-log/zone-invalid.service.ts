import { sql } from 'kysely';
import { HOUSE_KINDS, type DataOf, type ZoneInvalidRow, type invalidZoneHouse } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition, storeScopeCondition } from '../../core/access.js';

// invalid/zonehouse: per duty zone, the houses of its regions, the invalid ones and those set invalid in a period
// with their reasons. A zone is within the caller's scope through its stores; a house counts when its maintainer is.
// Three queries whatever the number of zones: the zones, the house counts grouped by zone, and the follow-ups of the
// period that set a house of the zones invalid, grouped by zone, house and reason.

// A status follow-up's change is stored as JSON written by the server ({"from":…,"to":…,…}).
const TO_INVALID = '%"to":"invalid"%';

type Period = { from: number; to: number };

// The two statements over the houses and follow-ups of the zones (their plans: house-log.test.ts).
export function zoneInvalidStatements(ctx: Ctx, zoneIds: number[], period: Period) {
  const maintained = scopeCondition(ctx.caller, ctx.scope, 'h.maintainer_id');
  return {
    // Every kind named, so each region's houses are read from house_region_filter_idx (kind, region_id, deleted_at,
    // status, pool, maintainer_id, …) alone: no index leads with the region, and PostgreSQL read all the houses.
    houses: ctx.db.selectFrom('house as h').innerJoin('zone_region as zr', 'zr.region_id', 'h.region_id')
      .select([
        'zr.zone_id',
        sql<number>`count(*)`.as('houses'),
        sql<number>`sum(case when h.status = 'invalid' then 1 else 0 end)`.as('invalid'),
      ])
      .where('h.kind', 'in', HOUSE_KINDS).where('zr.zone_id', 'in', zoneIds).where('h.deleted_at', 'is', null).where(maintained)
      .groupBy('zr.zone_id'),
    // The follow-ups that set a house of the zones invalid within the period, with their reasons, found in
    // followup_typed_idx (kind, time), then their houses and regions: SQLite's CROSS JOIN keeps that order, where its
    // planner started from the zones' regions and searched the follow-ups of each of their houses (800 ms for a zone of
    // 112,840 houses at 1M; PostgreSQL checked each house for one). The index holds the typed follow-ups only, so its
    // condition is written as the follow-up list writes it (followup.service.ts).
    setInvalid: ctx.db.selectFrom('followup as f')
      .crossJoin('house as h').whereRef('h.id', '=', 'f.house_id')
      .crossJoin('zone_region as zr').whereRef('zr.region_id', '=', 'h.region_id')
      .select(['zr.zone_id', 'f.house_id', 'f.content as reason', sql<number>`count(*)`.as('n')])
      .where('f.kind', '=', 'status').where(sql<boolean>`f.kind <> 'manual'`)
      .where('f.created_at', '>=', period.from).where('f.created_at', '<=', period.to).where('f.detail', 'like', TO_INVALID)
      .where('h.deleted_at', 'is', null).where(maintained).where('zr.zone_id', 'in', zoneIds)
      .groupBy(['zr.zone_id', 'f.house_id', 'f.content']),
  };
}

export async function invalidHousesByZone(
  ctx: Ctx, input: Period & { zone_id?: number | undefined },
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
  const statements = zoneInvalidStatements(ctx, ids, input);
  const [counts, setInvalid] = ids.length ? await Promise.all([statements.houses.execute(), statements.setInvalid.execute()]) : [[], []];

  const countsOf = new Map(counts.map((c) => [c.zone_id, c]));
  // A zone's houses set invalid (each once), and its reasons counted by follow-up.
  const became = new Map<number, Set<number | null>>();
  const reasonsOf = new Map<number, Map<string, number>>();
  for (const row of setInvalid) {
    const houses = became.get(row.zone_id) ?? new Set();
    became.set(row.zone_id, houses.add(row.house_id));
    const reasons = reasonsOf.get(row.zone_id) ?? new Map<string, number>();
    reasonsOf.set(row.zone_id, reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + Number(row.n)));
  }
  const byCount = (a: { reason: string; count: number }, b: { reason: string; count: number }) =>
    b.count - a.count || a.reason.localeCompare(b.reason);
  const list: ZoneInvalidRow[] = zones.map((zone) => {
    const c = countsOf.get(zone.id);
    return {
      zone_id: zone.id,
      zone_name: zone.name,
      houses: Number(c?.houses ?? 0),
      invalid: Number(c?.invalid ?? 0),
      became_invalid: became.get(zone.id)?.size ?? 0,
      reasons: [...reasonsOf.get(zone.id) ?? []].map(([reason, count]) => ({ reason, count })).sort(byCount),
    };
  });
  const totalReasons = new Map<string, number>();
  for (const r of setInvalid) totalReasons.set(r.reason, (totalReasons.get(r.reason) ?? 0) + Number(r.n));
  const sum = (key: 'houses' | 'invalid' | 'became_invalid') => list.reduce((n, row) => n + row[key], 0);
  return {
    list,
    total: {
      zone_id: null, zone_name: '', houses: sum('houses'), invalid: sum('invalid'), became_invalid: sum('became_invalid'),
      reasons: [...totalReasons].map(([reason, count]) => ({ reason, count })).sort(byCount),
    },
  };
}
