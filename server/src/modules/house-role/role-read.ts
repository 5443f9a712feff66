import { HOUSE_ROLE_LABELS, HOUSE_ROLES, type DataScope, type HouseRole, type HouseRoleHolder, type HouseRoles } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { readableHouse } from '../house/house-read.js';

// Reading a house's six roles: recorder and maintainer from the house row, the other four from house_role.

type Holder = { staff_id: number; staff_name: string; store_name: string | null; since: number | null };

// When the maintainer took the house: their latest role change or claim, else the entry (a handover on resignation
// leaves no such record, and then the entry is the best known date).
async function maintainerSince(db: Db, houseId: number): Promise<number | null> {
  const row = await db.selectFrom('followup').select((eb) => eb.fn.max('created_at').as('at'))
    .where('house_id', '=', houseId)
    .where((eb) => eb.or([
      eb.and([eb('kind', '=', 'role'), eb('detail', 'like', '%"role":"maintain"%')]),
      eb.and([eb('kind', '=', 'pool'), eb('detail', 'like', '%"to":"private"%')]),
    ]))
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

// The roles of a live house within `scope` (readable houses); 404001 otherwise.
export async function houseRoles(ctx: Ctx, houseId: number, scope: DataScope): Promise<HouseRoles> {
  const house = await ctx.db.selectFrom('house as h')
    .innerJoin('staff as rec', 'rec.id', 'h.recorder_id')
    .leftJoin('store as rs', 'rs.id', 'rec.store_id')
    .innerJoin('staff as m', 'm.id', 'h.maintainer_id')
    .leftJoin('store as ms', 'ms.id', 'm.store_id')
    .select([
      'h.id', 'h.version', 'h.created_at', 'h.recorder_id', 'rec.name as recorder_name', 'rs.name as recorder_store',
      'h.maintainer_id', 'm.name as maintainer_name', 'ms.name as maintainer_store',
    ])
    .where('h.id', '=', houseId).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, scope))
    .executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  const [rows, since] = await Promise.all([
    ctx.db.selectFrom('house_role as hr').innerJoin('staff as s', 's.id', 'hr.staff_id').leftJoin('store as so', 'so.id', 's.store_id')
      .select(['hr.role', 'hr.staff_id', 's.name as staff_name', 'so.name as store_name', 'hr.assigned_at as since'])
      .where('hr.house_id', '=', houseId).execute(),
    maintainerSince(ctx.db, houseId),
  ]);
  const holders = new Map<HouseRole, Holder>(rows.map((r) => [r.role as HouseRole, r]));
  holders.set('input', { staff_id: house.recorder_id, staff_name: house.recorder_name, store_name: house.recorder_store, since: house.created_at });
  holders.set('maintain', {
    staff_id: house.maintainer_id, staff_name: house.maintainer_name, store_name: house.maintainer_store, since: since ?? house.created_at,
  });
  const list = HOUSE_ROLES.map((role): HouseRoleHolder => {
    const holder = holders.get(role);
    return {
      role, name: HOUSE_ROLE_LABELS[role][ctx.lang], staff_id: holder?.staff_id ?? null, staff_name: holder?.staff_name ?? '',
      store_name: holder?.store_name ?? '', since: holder?.since ?? null,
    };
  });
  return { house_id: house.id, version: house.version, list };
}

// An active member of staff (a role holder), or a clear refusal.
export async function activeStaff(ctx: Ctx, staffId: number, refuse: () => AppError) {
  const person = await ctx.db.selectFrom('staff').select(['id', 'name', 'store_id'])
    .where('id', '=', staffId).where('status', '=', 'active').executeTakeFirst();
  if (!person) throw refuse();
  return person;
}

// "万科城市花园 1栋 1单元 101" for a door (door follow-ups name both doors).
export async function doorName(db: Db, doorId: number): Promise<string> {
  const row = await db.selectFrom('door as d')
    .innerJoin('floor as f', 'f.id', 'd.floor_id')
    .innerJoin('unit as u', 'u.id', 'f.unit_id')
    .innerJoin('building as b', 'b.id', 'u.building_id')
    .innerJoin('region as r', 'r.id', 'b.region_id')
    .select(['r.name as region', 'b.name as building', 'u.name as unit', 'd.name as door'])
    .where('d.id', '=', doorId).executeTakeFirst();
  return row ? [row.region, row.building, row.unit, row.door].filter(Boolean).join(' ') : String(doorId);
}
