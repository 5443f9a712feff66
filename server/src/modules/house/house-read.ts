import { sql, type RawBuilder } from 'kysely';
import {
  HOUSE_HIDDEN_TEXT, houseHandStatuses, type CurrentUse, type DataScope, type Decoration, type HouseDetail, type HouseGrade, type HouseItem,
  type HouseKind, type HouseLevel, type HouseMatch, type HousePool, type HouseStatus, type HouseUse, type Orientation,
  type RentPayment, type SourceChannel,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Caller, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeFor, scopeCondition } from '../../core/access.js';
import { fenToYuan } from '../../core/money.js';
import { prepared, preparedForIds, preparedForScope, scopeValues } from '../../core/db/prepared.js';
import { nextTurn } from '../../core/jobs.js';
import { pendingApproval } from '../approval/pending.js';
import { hiddenHouses, hideDoors } from '../../core/house-confidential.js';

// Reading houses: the scope rules, the one query that shapes a house for the API, and conversions
// (fen → yuan, hundredths of a square metre → square metres).

// Who may see a house: the maintainer within the caller's data scope, or anyone when it is in the public pool
// (the point of the public pool is that everyone can take it up).
export function readableHouse(caller: Caller, scope: DataScope, alias = 'h'): RawBuilder<boolean> {
  if (scope === 'company') return sql<boolean>`1 = 1`;
  return sql<boolean>`(${scopeCondition(caller, scope, `${alias}.maintainer_id`)} or ${sql.ref(`${alias}.pool`)} = 'public')`;
}

// readableHouse below company scope as its two disjoint parts: the public houses, and the scope's private ones (pools
// are only these two). A count reads them one after the other, each a search of its own (house-list.filters.ts).
export function readableHouseParts(caller: Caller, scope: DataScope, alias = 'h'): [RawBuilder<boolean>, RawBuilder<boolean>] {
  const pool = sql.ref(`${alias}.pool`);
  return [
    sql<boolean>`${pool} = 'public'`,
    sql<boolean>`(${pool} = 'private' and ${scopeCondition(caller, scope, `${alias}.maintainer_id`)})`,
  ];
}

// Who may change a house: the maintainer within the scope of the permission of the change.
export function changeableHouse(caller: Caller, scope: DataScope, alias = 'h'): RawBuilder<boolean> {
  return scopeCondition(caller, scope, `${alias}.maintainer_id`);
}

// The caller's scope for seeing houses, for calls whose own permission is another one (follow-ups).
export async function houseReadScope(ctx: Ctx): Promise<DataScope> {
  const scope = await scopeFor(ctx, 'house:list');
  if (!scope) throw new AppError('NOT_FOUND');
  return scope;
}

export const areaToHundredths = (squareMetres: number) => Math.round(squareMetres * 100);

const ITEM_COLUMNS = [
  'h.id', 'h.kind', 'h.door_id', 'h.region_id', 'h.building_id', 'h.unit_id', 'h.floor_id', 'h.floor_number', 'h.total_floors',
  'h.use', 'h.rooms', 'h.halls', 'h.baths', 'h.area', 'h.orientation', 'h.decoration', 'h.price', 'h.grade', 'h.level', 'h.pool',
  'h.status', 'h.status_until', 'h.maintainer_id', 'h.store_id', 'h.key_count', 'h.picture_count', 'h.last_followup_at',
  'h.last_view_at', 'h.views_30d', 'h.version', 'h.created_at', 'h.updated_at', 'h.label_bits',
] as const;

// Houses with the names shown beside their ids. Each name is a look-up by key in the select list rather than a join:
// PostgreSQL plans a seven-table join afresh on every call, which cost more than running it.
function withNames(db: Db) {
  return db.selectFrom('house as h').select((eb) => [
    eb.selectFrom('region as r').select('r.name').whereRef('r.id', '=', 'h.region_id').$asScalar().$notNull().as('region_name'),
    eb.selectFrom('building as b').select('b.name').whereRef('b.id', '=', 'h.building_id').$asScalar().$notNull().as('building_name'),
    eb.selectFrom('unit as u').select('u.name').whereRef('u.id', '=', 'h.unit_id').$asScalar().$notNull().as('unit_name'),
    eb.selectFrom('door as d').select('d.name').whereRef('d.id', '=', 'h.door_id').$asScalar().$notNull().as('door_name'),
    eb.selectFrom('staff as m').select('m.name').whereRef('m.id', '=', 'h.maintainer_id').$asScalar().$notNull().as('maintainer_name'),
    eb.selectFrom('store as so').select('so.name').whereRef('so.id', '=', 'h.store_id').$asScalar().as('store_name'),
  ]);
}

// A page's houses and their labels: built once per number of houses (core/db/prepared.ts), as every list page runs
// them.
const itemRows = preparedForIds((db: Db, ids: number[]) => withNames(db).select(ITEM_COLUMNS).where('h.id', 'in', ids));
type ItemRow = Awaited<ReturnType<typeof itemRows.all>>[number];

const labelRows = preparedForIds((db: Db, ids: number[]) => db.selectFrom('house_label as hl').innerJoin('label as l', 'l.id', 'hl.label_id')
  .select(['hl.house_id', 'l.id', 'l.name', 'l.color']).where('hl.house_id', 'in', ids).orderBy('l.sort').orderBy('l.id'));

// Every house label with its bit (label-bits.ts): a company's own short list, read whole.
const houseLabelList = prepared((db: Db, v: { kind: string }) => db.selectFrom('label').select(['id', 'name', 'color', 'bit'])
  .where('kind', '=', v.kind).orderBy('sort').orderBy('id'));
type LabelList = Awaited<ReturnType<typeof houseLabelList.all>>;
const readLabelList = (db: Db) => houseLabelList.all(db, { kind: 'house' });

type Labels = Map<number, HouseItem['labels']>;

// The houses' labels by house id, in the labels' order. While every house label has a bit (a company's first 52), from
// the bits on the houses' rows, which writeLabels keeps with house_label: a page's 20 scattered houses looked up in
// house_label were 20 searches of its index, pages SQLite's cache mostly lacks. Otherwise from house_label.
async function labelsOf(db: Db, houses: readonly { id: number; label_bits: number }[], list: LabelList): Promise<Labels> {
  const byHouse: Labels = new Map();
  if (list.some((label) => label.bit === null)) {
    for (const { house_id, ...label } of await labelRows.all(db, houses.map((house) => house.id))) {
      byHouse.set(house_id, [...(byHouse.get(house_id) ?? []), label]);
    }
    return byHouse;
  }
  const withBits = list.map(({ id, name, color, bit }) => ({ label: { id, name, color }, power: 2 ** (bit as number) }));
  for (const { id, label_bits: bits } of houses) {
    if (bits !== 0) byHouse.set(id, withBits.filter(({ power }) => Math.floor(bits / power) % 2 === 1).map(({ label }) => label));
  }
  return byHouse;
}

// Every field named, in the contract's order: copying the row with a spread and overriding a third of its fields
// was 5 % of a list call.
function toItem(row: ItemRow, labels: HouseItem['labels']): HouseItem {
  const price = fenToYuan(row.price);
  const area = row.area / 100;
  return {
    id: row.id,
    kind: row.kind as HouseKind,
    door_id: row.door_id,
    region_id: row.region_id,
    region_name: row.region_name,
    building_id: row.building_id,
    building_name: row.building_name,
    unit_id: row.unit_id,
    unit_name: row.unit_name,
    floor_id: row.floor_id,
    floor_number: row.floor_number,
    total_floors: row.total_floors,
    door_name: row.door_name,
    use: row.use as HouseUse,
    rooms: row.rooms,
    halls: row.halls,
    baths: row.baths,
    area,
    orientation: row.orientation as Orientation,
    decoration: row.decoration as Decoration,
    price,
    unit_price: Math.round((price / area) * 100) / 100,
    grade: row.grade as HouseGrade,
    level: row.level as HouseLevel,
    pool: row.pool as HousePool,
    status: row.status as HouseStatus,
    status_until: row.status_until,
    maintainer_id: row.maintainer_id,
    maintainer_name: row.maintainer_name,
    store_id: row.store_id,
    store_name: row.store_name ?? '',
    key_count: row.key_count,
    picture_count: row.picture_count,
    last_followup_at: row.last_followup_at,
    last_view_at: row.last_view_at,
    views_30d: row.views_30d,
    labels,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

// More houses than this (an export's, up to 20,000) are read this many at a time, with a turn of the event loop
// between: on SQLite each statement holds the server's one thread (16,879 houses' rows and labels at 1M houses: 320 ms
// in two statements, no other request answered meanwhile).
export const ITEM_SLICE = 500;

// The houses of these ids shaped for the API, in the order of the ids.
export async function houseItems(db: Db, ids: number[]): Promise<HouseItem[]> {
  const items: HouseItem[] = [];
  // The label list once for all the slices, read beside the first slice's rows.
  let labelList: Promise<LabelList> | undefined;
  for (let from = 0; from < ids.length; from += ITEM_SLICE) {
    if (from > 0) await nextTurn();
    const slice = ids.slice(from, from + ITEM_SLICE);
    const [rows, list] = await Promise.all([itemRows.all(db, slice), labelList ??= readLabelList(db)]);
    const labels = await labelsOf(db, rows, list);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of slice) {
      const row = byId.get(id);
      if (row) items.push(toItem(row, labels.get(id) ?? []));
    }
  }
  return items;
}

// The houses of these ids as the caller may see them: a 加密 house's door hidden from those it is kept from.
export async function houseItemsFor(ctx: Ctx, ids: number[]): Promise<HouseItem[]> {
  return hideDoors(ctx, await houseItems(ctx.db, ids));
}

// One live house the caller may see, in full: its row prepared per shape of the scope condition (core/db/prepared.ts).
const detailRow = preparedForScope((db: Db, v: { id: number }, caller, scope) => withNames(db)
  .innerJoin('region as community', 'community.id', 'h.region_id')
  .leftJoin('area as a', 'a.id', 'community.area_id')
  .select([
    ...ITEM_COLUMNS, 'community.area_id', 'a.name as area_name', 'community.address as region_address', 'h.base_price', 'h.rent_payment',
    'h.source', 'h.current_use', 'h.invalid_reason', 'h.remarks', 'h.recorder_id',
    (eb) => eb.selectFrom('staff as rec').select('rec.name').whereRef('rec.id', '=', 'h.recorder_id').$asScalar().$notNull().as('recorder_name'),
    (eb) => eb.exists(eb.selectFrom('house_fav').select('house_id').whereRef('house_fav.house_id', '=', 'h.id')
      .where('house_fav.staff_id', '=', caller.staffId)).as('is_fav'),
    (eb) => eb.exists(eb.selectFrom('house_focus').select('house_id').whereRef('house_focus.house_id', '=', 'h.id')
      .where('house_focus.staff_id', '=', caller.staffId)).as('is_focus'),
  ])
  .where('h.id', '=', v.id).where('h.deleted_at', 'is', null).where(readableHouse(caller, scope)));

export async function houseDetail(ctx: Ctx, id: number, scope: DataScope = ctx.scope): Promise<HouseDetail> {
  const row = await detailRow(ctx.caller, scope).first(ctx.db, { id, ...scopeValues(ctx.caller) });
  if (!row) throw new AppError('NOT_FOUND');
  const [labels, history, pending, hidden] = await Promise.all([
    readLabelList(ctx.db).then((list) => labelsOf(ctx.db, [row], list)),
    ctx.db.selectFrom('house_price_history as p').leftJoin('staff as s', 's.id', 'p.staff_id')
      .select(['p.id', 'p.price_from', 'p.price_to', 'p.base_price_from', 'p.base_price_to', 'p.reason', 's.name as staff_name', 'p.created_at'])
      .where('p.house_id', '=', id).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(20).execute(),
    pendingApproval(ctx.db, 'house', id),
    hiddenHouses(ctx, [row]),
  ]);
  const {
    area_id, area_name, region_address, base_price, rent_payment, source, current_use, invalid_reason, remarks, recorder_id,
    recorder_name, is_fav, is_focus, ...item
  } = row;
  const status = row.status as HouseStatus;
  const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));
  return {
    ...toItem(item, labels.get(id) ?? []),
    ...(hidden.has(id) ? { door_name: HOUSE_HIDDEN_TEXT } : {}),
    area_id, area_name: area_name ?? '', region_address, base_price: yuanOrNull(base_price),
    rent_payment: rent_payment as RentPayment | null, source: source as SourceChannel, current_use: current_use as CurrentUse,
    invalid_reason, remarks, recorder_id, recorder_name,
    is_fav: is_fav ? 1 : 0, is_focus: is_focus ? 1 : 0,
    next_statuses: houseHandStatuses(status),
    price_history: history.map((p) => ({
      ...p, price_from: fenToYuan(p.price_from), price_to: fenToYuan(p.price_to), base_price_from: yuanOrNull(p.base_price_from),
      base_price_to: yuanOrNull(p.base_price_to), staff_name: p.staff_name ?? '',
    })),
    pending_approval: pending,
  };
}

// The live houses of a kind on a door (the duplicate guard's matches).
export async function liveHousesOnDoor(db: Db, doorId: number, kind: HouseKind): Promise<HouseMatch[]> {
  const rows = await withNames(db)
    .select(['h.id', 'h.kind', 'h.status', 'h.pool', 'h.created_at'])
    .where('h.door_id', '=', doorId).where('h.kind', '=', kind).where('h.deleted_at', 'is', null).where('h.status', '<>', 'cancelled')
    .orderBy('h.id').execute();
  return rows.map((row) => ({
    ...row, kind: row.kind as HouseKind, status: row.status as HouseStatus, pool: row.pool as HousePool, store_name: row.store_name ?? '',
  }));
}

// The fields a change needs, of a live house within `scope` for changes; 404001 otherwise.
export async function houseForChange(db: Db, caller: Caller, scope: DataScope, id: number) {
  const row = await db.selectFrom('house as h')
    .select(['h.id', 'h.kind', 'h.status', 'h.pool', 'h.grade', 'h.price', 'h.base_price', 'h.floor_number', 'h.maintainer_id', 'h.version'])
    .where('h.id', '=', id).where('h.deleted_at', 'is', null).where(changeableHouse(caller, scope))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, kind: row.kind as HouseKind, status: row.status as HouseStatus, pool: row.pool as HousePool, grade: row.grade as HouseGrade };
}
export type HouseForChange = Awaited<ReturnType<typeof houseForChange>>;
