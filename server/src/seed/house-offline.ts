import type { Insertable } from 'kysely';
import { OFFLINE_SOURCES, maskPhone, offlineRuleText, type HouseKind, type ImportRowError } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { HouseOfflineTable } from '../core/db/schema.js';
import { ownerDataKeyFrom } from '../core/config.js';
import { ownerCipher } from '../modules/house-owner/owner-crypto.js';
import { chineseName, createRandom, mobile } from './random.js';

// External houses waiting to be verified: some on doors of the dictionary that carry no house yet (matched), some
// on doors that already carry a live house of the kind (duplicates), some in communities the dictionary does not
// know (unmatched); a few already converted earlier. Part of them came with one past Excel import whose report
// lists the rows it refused. They are taken in by the agent, the manager and a few others of the first stores.

const DAY = 86_400;
const IMPORTED = 12;
const STRANGE_COMMUNITIES = ['春申景城', '古美西路小区', '锦绣华城', '御桥花园', '金杨新村', '东方城市花园'];
const REMARKS = ['业主急售，价格可谈', '房东直租，可短租', '看到小区门口张贴的广告', '网上挂牌，待核实', '', ''];

export async function seedHouseOffline(db: Db, options: { now: number }): Promise<void> {
  const { now } = options;
  const random = createRandom(20261213);
  const cipher = await ownerCipher(db, ownerDataKeyFrom());
  const people = await db.selectFrom('staff').select(['id', 'store_id', 'account']).where('store_id', 'is not', null)
    .where('status', '=', 'active').orderBy('id').execute();
  const agent = people.find((p) => p.account === 'agent');
  const manager = people.find((p) => p.account === 'manager');
  if (!agent || !manager) return;
  const takers = [agent, agent, manager, ...people.filter((p) => p.store_id === agent.store_id).slice(0, 4)];

  const doors = db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').innerJoin('unit as u', 'u.id', 'f.unit_id')
    .innerJoin('building as b', 'b.id', 'u.building_id').innerJoin('region as r', 'r.id', 'b.region_id')
    .select(['d.id as door_id', 'd.name as door', 'f.id as floor_id', 'f.number as floor_number', 'u.id as unit_id', 'u.name as unit',
      'b.id as building_id', 'b.name as building', 'r.id as region_id', 'r.name as community']);
  const occupied = await doors.innerJoin('house as h', 'h.door_id', 'd.id').select(['h.id as house_id', 'h.kind'])
    .where('h.deleted_at', 'is', null).where('h.status', '<>', 'cancelled').orderBy('h.id').limit(8).execute();
  const free = await doors.where((eb) => eb.not(eb.exists(eb.selectFrom('house').select('house.id').whereRef('house.door_id', '=', 'd.id'))))
    .orderBy('d.id', 'desc').limit(14).execute();
  if (!free.length) return;

  const { id: importId } = await db.insertInto('housecheck_import').values({
    filename: '外网房源-安居客-11月.xlsx', total_rows: IMPORTED + 2, ok_rows: IMPORTED, failed_rows: 2,
    report: JSON.stringify([
      { row: 5, errors: [{ column: '业主电话', message: offlineRuleText('phone', 'zh') }] },
      { row: 11, errors: [{ column: '面积（㎡）', message: offlineRuleText('required', 'zh') }, { column: '类型', message: offlineRuleText('oneOf', 'zh', { options: '出售, 出租' }) }] },
    ] satisfies ImportRowError[]),
    created_by: agent.id, store_id: agent.store_id, created_at: now - 6 * DAY,
  }).returning('id').executeTakeFirstOrThrow();

  const rows: Insertable<HouseOfflineTable>[] = [];
  const add = (place: {
    kind: HouseKind; community: string; building?: string; unit?: string; door?: string; floor_number?: number | null; region_id?: number | null;
    building_id?: number | null; unit_id?: number | null; floor_id?: number | null; door_id?: number | null; duplicate?: number | null;
    converted?: number;
  }, n: number, fromImport: boolean) => {
    const taker = fromImport ? agent : random.pick(takers);
    const rent = place.kind === 'rent';
    const rooms = random.int(1, 4);
    const area = random.int(40, 140);
    const phone = mobile(random);
    const at = fromImport ? now - 6 * DAY : now - random.int(1, 40) * DAY + random.int(0, DAY);
    rows.push({
      kind: place.kind, source: fromImport ? 'anjuke' : random.pick([...OFFLINE_SOURCES]),
      source_url: fromImport ? `https://sh.anjuke.com/prop/view/A${300000 + n}` : '',
      community: place.community, region_id: place.region_id ?? null, building: place.building ?? '', unit: place.unit ?? '',
      door: place.door ?? '', building_id: place.building_id ?? null, unit_id: place.unit_id ?? null, floor_id: place.floor_id ?? null,
      door_id: place.door_id ?? null, floor_number: place.floor_number ?? null, total_floors: place.floor_number ? Math.max(place.floor_number, 18) : null,
      area: area * 100, price: rent ? random.int(30, 150) * 10_000 : random.int(150, 900) * 1_000_000, rooms, halls: random.int(1, 2),
      baths: random.int(1, 2), owner_name: chineseName(random), owner_phone_enc: cipher.encrypt(phone), owner_phone_masked: maskPhone(phone),
      owner_phone_hash: cipher.phoneHash(phone), remarks: random.pick(REMARKS), status: place.converted ? 'converted' : 'pending',
      duplicate_house_id: place.duplicate ?? null, house_id: place.converted ?? null, import_id: fromImport ? importId : null, created_by: taker.id, store_id: taker.store_id, created_at: at, updated_at: at,
    });
  };

  let n = 0;
  // The past import brought the first twelve matched ones.
  for (const [index, door] of free.entries()) add({ ...door, kind: random.next() < 0.7 ? 'sale' : 'rent' }, n++, index < IMPORTED);
  // The first two became the houses now on their doors; the others are duplicates of them.
  for (const [index, door] of occupied.entries()) {
    add({ ...door, kind: door.kind as HouseKind, duplicate: door.house_id, ...(index < 2 ? { converted: door.house_id } : {}) }, n++, false);
  }
  for (const community of STRANGE_COMMUNITIES) {
    add({ kind: 'sale', community, building: `${random.int(1, 20)}号楼`, unit: '1单元', door: `${random.int(1, 18)}0${random.int(1, 4)}` }, n++, false);
    add({ kind: 'rent', community }, n++, false);
  }
  // A community the dictionary knows, without a building: matched to the community only.
  const first = free[0];
  if (first) add({ kind: 'sale', community: first.community, region_id: first.region_id }, n++, false);
  await db.insertInto('house_offline').values(rows).execute();
}
