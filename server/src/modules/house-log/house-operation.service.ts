import { HOUSE_LOG_PATH_PREFIXES, HOUSE_OPERATION_TOTAL_CAP, type DataOf, type HouseKind, type ParsedInputOf, houseOperationList } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { contains, countUpTo } from '../../core/sql.js';
import { assertHouseReadable } from '../followup/followup.service.js';

// operate/house: the operation log entries of the house calls. The audit stores the house a call concerned
// (operation_log.house_id, see core/audit.ts), so one house's log is an indexed look-up. The total is counted up to
// HOUSE_OPERATION_TOTAL_CAP: without a house the entries are most of the log, which grows with every call.

// The list's statements on the log alone (their plans: house-log.test.ts): the page's ids in time order and the count
// up to the cap. The staff are joined for the keyword's names only, a join both databases drop when nothing of it is
// read. The page's names are joined to its ids (operationRows): joined to the house, its community, building, unit
// and door for every entry it passed, PostgreSQL read the whole log into a hash join and sorted it when its
// statistics were stale (59 ms for 5,636 entries; docs/performance.md, change 69), where the ids walk the time index.
export function houseOperationStatements(ctx: Ctx, input: ParsedInputOf<typeof houseOperationList>) {
  let query = ctx.db.selectFrom('operation_log as o').leftJoin('staff as s', 's.id', 'o.staff_id');
  if (input.house_id !== undefined) {
    query = query.where('o.house_id', '=', input.house_id);
  } else {
    query = query.where((eb) => eb.or(HOUSE_LOG_PATH_PREFIXES.map((prefix) => eb('o.endpoint', 'like', `${prefix}%`))));
  }
  if (ctx.scope !== 'company') query = query.where(scopeCondition(ctx.caller, ctx.scope, 'o.staff_id'));
  if (input.staff_id !== undefined) query = query.where('o.staff_id', '=', input.staff_id);
  if (input.from !== undefined) query = query.where('o.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('o.created_at', '<=', input.to);
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'o.endpoint', keyword), contains(ctx.dialect, 's.name', keyword)]));
  }
  return {
    page: query.select('o.id').orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit),
    count: countUpTo(ctx.db, query, HOUSE_OPERATION_TOTAL_CAP),
  };
}

// The entries of a page, in the list's order, with the person's and store's names and the house's.
function operationRows(ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db.selectFrom('operation_log as o').leftJoin('staff as s', 's.id', 'o.staff_id')
    .leftJoin('store as so', 'so.id', 's.store_id')
    .leftJoin('house as h', 'h.id', 'o.house_id')
    .leftJoin('region as r', 'r.id', 'h.region_id')
    .leftJoin('building as b', 'b.id', 'h.building_id')
    .leftJoin('unit as u', 'u.id', 'h.unit_id')
    .leftJoin('door as d', 'd.id', 'h.door_id')
    .select([
      'o.id', 'o.house_id', 'o.staff_id', 's.name as staff_name', 'so.name as store_name', 'o.method', 'o.endpoint', 'o.target_id',
      'o.summary', 'o.result_code', 'o.ip', 'o.created_at', 'h.kind as house_kind', 'r.name as region_name',
      'b.name as building_name', 'u.name as unit_name', 'd.name as door_name',
    ])
    .where('o.id', 'in', ids)
    .orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute();
}

export async function listHouseOperations(
  ctx: Ctx, input: ParsedInputOf<typeof houseOperationList>,
): Promise<DataOf<typeof houseOperationList>> {
  if (input.house_id !== undefined) await assertHouseReadable(ctx, input.house_id);
  const statements = houseOperationStatements(ctx, input);
  const [ids, total] = await Promise.all([statements.page.execute(), statements.count.executeTakeFirstOrThrow()]);
  const rows = await operationRows(ctx, ids.map((row) => row.id));
  return {
    list: rows.map(({ house_kind, region_name, building_name, unit_name, door_name, ...row }) => ({
      ...row,
      staff_name: row.staff_name ?? '',
      store_name: row.store_name ?? '',
      house: house_kind === null ? null : {
        kind: house_kind as HouseKind, region_name: region_name ?? '', building_name: building_name ?? '', unit_name: unit_name ?? '',
        door_name: door_name ?? '',
      },
    })),
    page: { page: input.page, limit: input.limit, total: Number(total.n), total_cap: HOUSE_OPERATION_TOTAL_CAP },
  };
}
