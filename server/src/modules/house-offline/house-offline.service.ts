import { sql, type Insertable } from 'kysely';
import {
  ImportRowError, OFFLINE_RECENT_IMPORTS, maskPhone, type DataOf, type HouseKind, type ImportBatch, type ImportReport,
  type OfflineItem, type OfflineSource, type OfflineStatus, type ParsedInputOf, houseCheckList, houseOfflineAdd,
} from '@brokerage/contract';
import { z } from 'zod';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { HouseOfflineTable } from '../../core/db/schema.js';
import { scopeCondition } from '../../core/access.js';
import { contains } from '../../core/sql.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';
import type { UploadedFile } from '../../core/storage.js';
import { ownerCipher, type OwnerCipher } from '../house-owner/owner-crypto.js';
import { createMatcher, liveHouseOnDoor } from './offline-match.js';
import { parseImportFile, type ParsedRow } from './offline-import.js';

// External houses: intake by hand and by Excel import, and the list; their conversion into houses is house/add's
// (house/offline-convert.ts).

type Fields = ParsedRow['fields'];
const INSERT_CHUNK = 200;

// The row of one external house, its texts matched against the dictionary and its phone sealed.
async function offlineRow(
  db: Db, ctx: Ctx, cipher: OwnerCipher, match: ReturnType<typeof createMatcher>, fields: Fields, importId: number | null,
): Promise<Insertable<HouseOfflineTable>> {
  const matched = await match(fields);
  return {
    kind: fields.kind, source: fields.source, source_url: fields.source_url, community: fields.community, region_id: matched.region_id,
    building: fields.building, unit: fields.unit, door: fields.door, building_id: matched.building_id, unit_id: matched.unit_id,
    floor_id: matched.floor_id, door_id: matched.door_id, floor_number: matched.floor_number ?? fields.floor_number,
    total_floors: fields.total_floors, area: Math.round(fields.area * 100), price: yuanToFen(fields.price), rooms: fields.rooms,
    halls: fields.halls, baths: fields.baths, owner_name: fields.owner_name, owner_phone_enc: cipher.encrypt(fields.owner_phone),
    owner_phone_masked: maskPhone(fields.owner_phone), owner_phone_hash: cipher.phoneHash(fields.owner_phone), remarks: fields.remarks,
    status: 'pending', duplicate_house_id: await liveHouseOnDoor(db, matched.door_id, fields.kind), house_id: null, import_id: importId,
    created_by: ctx.caller.staffId, store_id: ctx.caller.storeId, created_at: ctx.now, updated_at: ctx.now,
  };
}

// ---- reading
const ITEM_COLUMNS = [
  'o.id', 'o.kind', 'o.source', 'o.source_url', 'o.community', 'o.building', 'o.unit', 'o.door', 'o.region_id', 'r.name as region_name',
  'o.building_id', 'o.unit_id', 'o.floor_id', 'o.door_id', 'o.floor_number', 'o.total_floors', 'o.area', 'o.price', 'o.rooms', 'o.halls',
  'o.baths', 'o.owner_name', 'o.owner_phone_masked', 'o.remarks', 'o.status', 'o.house_id', 'o.import_id', 'o.created_by',
  's.name as created_by_name', 'so.name as store_name', 'o.created_at', 'o.updated_at',
] as const;

function joined(db: Db) {
  return db.selectFrom('house_offline as o')
    .leftJoin('region as r', 'r.id', 'o.region_id')
    .leftJoin('staff as s', 's.id', 'o.created_by')
    .leftJoin('store as so', 'so.id', 'o.store_id');
}

// The duplicate of a pending record is read now, not kept from intake: a house entered on the door since counts.
const liveDuplicate = sql<number | null>`(case when o.status = 'pending' and o.door_id is not null then (
  select min(h.id) from house h where h.door_id = o.door_id and h.kind = o.kind and h.deleted_at is null and h.status <> 'cancelled'
) end)`;

function selectItems(db: Db) {
  return joined(db).select([...ITEM_COLUMNS, liveDuplicate.as('duplicate_house_id')]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];
function toItem({ owner_phone_masked, region_name, created_by_name, store_name, ...row }: ItemRow): OfflineItem {
  return {
    ...row,
    kind: row.kind as HouseKind, source: row.source as OfflineSource, status: row.status as OfflineStatus,
    region_name: region_name ?? '', created_by_name: created_by_name ?? '', store_name: store_name ?? '',
    area: row.area / 100, price: fenToYuan(row.price), owner_phone: owner_phone_masked,
    duplicate_house_id: row.duplicate_house_id === null ? null : Number(row.duplicate_house_id),
  };
}

async function offlineItem(db: Db, id: number): Promise<OfflineItem> {
  return toItem(await selectItems(db).where('o.id', '=', id).executeTakeFirstOrThrow());
}

const Report = z.array(ImportRowError);
function batchColumns(db: Db) {
  return db.selectFrom('housecheck_import as i').leftJoin('staff as s', 's.id', 'i.created_by')
    .select(['i.id', 'i.filename', 'i.total_rows', 'i.ok_rows', 'i.failed_rows', 's.name as created_by_name', 'i.created_at']);
}
const toBatch = ({ created_by_name, ...row }: { created_by_name: string | null } & Omit<ImportBatch, 'created_by_name'>): ImportBatch => (
  { ...row, created_by_name: created_by_name ?? '' });

export async function addOffline(ctx: Ctx, input: ParsedInputOf<typeof houseOfflineAdd>): Promise<DataOf<typeof houseOfflineAdd>> {
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const row = await offlineRow(ctx.db, ctx, cipher, createMatcher(ctx.db), input, null);
  const { id } = await ctx.db.insertInto('house_offline').values(row).returning('id').executeTakeFirstOrThrow();
  return offlineItem(ctx.db, id);
}

export async function listOffline(ctx: Ctx, input: ParsedInputOf<typeof houseCheckList>): Promise<DataOf<typeof houseCheckList>> {
  const inScope = scopeCondition(ctx.caller, ctx.scope, 'o.created_by');
  let query = joined(ctx.db).where(inScope);
  if (input.status) query = query.where('o.status', '=', input.status);
  if (input.kind) query = query.where('o.kind', '=', input.kind);
  if (input.source) query = query.where('o.source', '=', input.source);
  if (input.import_id !== undefined) query = query.where('o.import_id', '=', input.import_id);
  if (input.from !== undefined) query = query.where('o.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('o.created_at', '<=', input.to);
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'o.community', keyword), contains(ctx.dialect, 'r.name', keyword)]));
  }
  if (input.duplicate !== undefined) {
    const live = sql<boolean>`(o.status = 'pending' and exists (select 1 from house h where h.door_id = o.door_id and h.kind = o.kind
      and h.deleted_at is null and h.status <> 'cancelled'))`;
    query = query.where(input.duplicate ? live : sql<boolean>`not ${live}`);
  }
  const batchScope = scopeCondition(ctx.caller, ctx.scope, 'i.created_by');
  const [rows, total, imports, batch] = await Promise.all([
    query.select([...ITEM_COLUMNS, liveDuplicate.as('duplicate_house_id')]).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc')
      .limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    batchColumns(ctx.db).where(batchScope).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(OFFLINE_RECENT_IMPORTS).execute(),
    input.import_id === undefined
      ? null
      : batchColumns(ctx.db).select('i.report').where('i.id', '=', input.import_id).where(batchScope).executeTakeFirst(),
  ]);
  return {
    list: rows.map(toItem),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
    imports: imports.map(toBatch),
    batch: batch ? { ...toBatch(batch), report: Report.parse(JSON.parse(batch.report)) } : null,
  };
}

export async function importOffline(ctx: Ctx, input: { file: UploadedFile }): Promise<ImportReport> {
  const parsed = await parseImportFile(input.file.bytes, ctx.lang);
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const match = createMatcher(ctx.db);
  const filename = input.file.filename.slice(0, 200);
  // Matched before the transaction (reads only), so the transaction holds its locks only for the writes.
  const rows: Insertable<HouseOfflineTable>[] = [];
  for (const { fields } of parsed.good) rows.push(await offlineRow(ctx.db, ctx, cipher, match, fields, null));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const batch = await trx.insertInto('housecheck_import').values({
      filename, total_rows: parsed.total, ok_rows: parsed.good.length, failed_rows: parsed.bad.length, report: JSON.stringify(parsed.bad),
      created_by: ctx.caller.staffId, store_id: ctx.caller.storeId, created_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx.insertInto('house_offline').values(rows.slice(i, i + INSERT_CHUNK).map((row) => ({ ...row, import_id: batch.id }))).execute();
    }
    return batch.id;
  });
  return {
    id, filename, total_rows: parsed.total, ok_rows: parsed.good.length, failed_rows: parsed.bad.length, created_by_name: ctx.caller.name,
    created_at: ctx.now, report: parsed.bad,
  };
}
