import {
  DECORATIONS, HOUSE_DATED_STATUSES, HOUSE_OPEN_STATUSES, HOUSE_POLICY_DEFAULTS, ORIENTATIONS, RENT_PAYMENTS, SOURCE_CHANNELS,
  type HouseKind, type HouseStatus,
} from '@brokerage/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../core/db/database.js';
import type { FollowupTable, HouseTable } from '../core/db/schema.js';
import { bitsById, maskOf } from '../modules/house/label-bits.js';
import { insertFollowups } from '../modules/house/followup-index.js';
import { createRandom, type Random } from './random.js';

// About 2,000 demo houses (× scale, as far as the demo doors allow) on the doors of the demo communities, sale and
// rental, in every status and both pools, each with its follow-up history (entry, written follow-ups, status,
// pool and price changes), some price history, and favourites and focus for the demo accounts. Owners and keys
// come from house-owners-keys.ts; pictures and viewings are not invented: their counts stay 0 until those modules
// record real ones.

const HOUSES_PER_SCALE = 2_000;
// At most this share of the door × kind slots is used, so entering a new house in the demo finds free doors.
const SLOT_SHARE = 0.7;
const DAY = 86_400;
const CHUNK = 200;
// The days before their release in which a tenth of the private houses on the market are.
const RELEASE_SOON_DAYS = 3;

export const STATUS_WEIGHTS: [HouseStatus, number][] = [
  ['valid', 58], ['reserved', 6], ['paused', 6], ['sealed', 5], ['deal_internal', 6], ['deal_external', 5], ['invalid', 6], ['cancelled', 8],
];
export const INVALID_REASONS = ['业主电话空号', '房源信息不实', '业主已不再出售', '重复录入'];
export const STATUS_REASONS: Partial<Record<HouseStatus, string[]>> = {
  reserved: ['客户已付定金，等待签约', '客户交了意向金'],
  paused: ['业主出差，暂缓带看', '业主家里有事，暂不接待看房'],
  sealed: ['业主暂不出售', '业主委托独家，封盘'],
  deal_internal: ['本店成交'],
  deal_external: ['业主反馈已通过其他中介成交'],
  cancelled: ['业主撤销委托'],
};
const FOLLOWUPS = [
  '联系业主，业主表示价格可以小谈', '业主本周末在家，可以安排看房', '带客户看房，客户对户型满意，考虑中', '业主暂时不在本地，钥匙在物业',
  '回访业主，房子仍在出售，价格不变', '业主说有其他中介在带看，需要加快', '和业主确认了产证信息，满五唯一', '租客月底到期，之后可以看房',
  '业主希望年前成交，可以接受小幅议价', '电话未接通，稍后再联系业主', '客户出价低于底价，业主暂未同意', '核实房屋面积与产证一致，无抵押',
  '约业主下周二到店面谈委托事宜', '业主考虑置换，需要先卖后买', '业主同意挂牌价下调，等待书面确认',
];
const INVALID_FOLLOWUP_REASONS = ['内容与房源无关', '重复填写', '未实际联系业主'];

export function weighted<T>(random: Random, items: readonly [T, number][]): T {
  let roll = random.next() * items.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (items[items.length - 1] as [T, number])[0];
}

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

type Door = { id: number; floor_id: number; floor_number: number; unit_id: number; building_id: number; region_id: number; area_id: number | null };
type Person = { id: number; store_id: number };
type Planned = { house: Insertable<HouseTable>; staff: Person; labels: number[]; priceSteps: number };

// The layout and size of a flat: rooms by how common they are, the area to match.
function layout(random: Random) {
  const rooms = weighted(random, [[1, 15], [2, 40], [3, 35], [4, 10]]);
  const [low, high] = ({ 1: [35, 60], 2: [58, 95], 3: [85, 140], 4: [125, 200] } as Record<number, [number, number]>)[rooms] ?? [60, 90];
  return {
    rooms, halls: rooms >= 3 ? 2 : random.int(1, 2), baths: rooms >= 3 ? random.int(1, 2) : 1,
    area: random.int(low * 100, high * 100),
  };
}

export async function seedHouses(db: Db, options: { now: number; scale: number }): Promise<void> {
  const { now } = options;
  // A generator of its own, so the houses stay the same when other seeds change how many numbers they draw.
  const random = createRandom(20261205);
  const people = (await db.selectFrom('staff').select(['id', 'store_id']).where('store_id', 'is not', null)
    .where('status', '=', 'active').orderBy('id').execute()) as Person[];
  const doors: Door[] = await db.selectFrom('door as d').innerJoin('floor as f', 'f.id', 'd.floor_id').innerJoin('unit as u', 'u.id', 'f.unit_id')
    .innerJoin('building as b', 'b.id', 'u.building_id').innerJoin('region as r', 'r.id', 'b.region_id')
    .select(['d.id', 'f.id as floor_id', 'f.number as floor_number', 'u.id as unit_id', 'b.id as building_id', 'b.region_id', 'r.area_id'])
    .orderBy('d.id').execute();
  if (!people.length || !doors.length) return;
  const topFloor = new Map<number, number>();
  for (const door of doors) topFloor.set(door.unit_id, Math.max(topFloor.get(door.unit_id) ?? 1, door.floor_number));
  // Yuan per square metre for sale in each community; rents follow at roughly a 2 % yearly yield.
  const salePerMetre = new Map<number, number>();
  for (const door of doors) if (!salePerMetre.has(door.region_id)) salePerMetre.set(door.region_id, random.int(38, 160) * 1000);
  const labelRows = await db.selectFrom('label').select(['id', 'bit']).where('kind', '=', 'house').where('enabled', '=', 1).orderBy('id').execute();
  const houseLabels = labelRows.map((l) => l.id);
  const bitOf = bitsById(labelRows);

  const slots = shuffle(random, doors.flatMap((door) => (['sale', 'rent'] as HouseKind[]).map((kind) => ({ door, kind }))));
  const count = Math.min(HOUSES_PER_SCALE * options.scale, Math.floor(slots.length * SLOT_SHARE));
  const releaseDays = HOUSE_POLICY_DEFAULTS.house_release_days;
  const planned: Planned[] = slots.slice(0, count).map(({ door, kind }) => {
    const staff = random.pick(people);
    const colleagues = people.filter((p) => p.store_id === staff.store_id);
    const size = layout(random);
    const metre = salePerMetre.get(door.region_id) ?? 60_000;
    const areaM2 = size.area / 100;
    const yuan = kind === 'sale'
      ? Math.max(1, Math.round((areaM2 * metre * (0.9 + random.next() * 0.2)) / 10_000)) * 10_000
      : Math.max(1, Math.round((areaM2 * (metre / 600) * (0.85 + random.next() * 0.3)) / 100)) * 100;
    const status = weighted(random, STATUS_WEIGHTS);
    const open = HOUSE_OPEN_STATUSES.includes(status);
    const pool = random.next() < 0.6 ? 'private' : 'public';
    const createdAt = now - random.int(1, 720) * DAY - random.int(0, DAY - 1);
    // Private houses on the market were all followed up within the release period, at any hour: none is due when the
    // server first starts, and one now and then runs out over the next days (a tenth in the last days of theirs, so
    // the warning and the release have work soon), as the agents' follow-ups fall in a real company.
    const sinceFollowup = pool === 'private' && open
      ? (random.next() < 0.9 ? random.int(3600, (releaseDays - RELEASE_SOON_DAYS) * DAY) : random.int((releaseDays - RELEASE_SOON_DAYS) * DAY, releaseDays * DAY - 3600))
      : random.int(0, 90 * DAY);
    const lastFollowup = Math.max(createdAt + 3600, now - sinceFollowup);
    const updatedAt = Math.min(now, Math.max(lastFollowup, createdAt + random.int(0, Math.max(1, now - createdAt))));
    const recorder = random.next() < 0.8 ? staff : random.pick(colleagues);
    const reasons = STATUS_REASONS[status];
    const labels = shuffle(random, [...houseLabels]).slice(0, random.int(0, 3));
    return {
      staff,
      labels,
      priceSteps: random.next() < 0.2 ? random.int(1, 2) : 0,
      house: {
        kind, door_id: door.id, region_id: door.region_id, area_id: door.area_id, building_id: door.building_id, unit_id: door.unit_id, floor_id: door.floor_id,
        floor_number: door.floor_number, total_floors: Math.max(door.floor_number, topFloor.get(door.unit_id) ?? door.floor_number),
        use: weighted(random, [['residence', 94], ['office', 3], ['shop', 3]]), ...size,
        orientation: weighted(random, [['south', 35], ['north_south', 30], ...ORIENTATIONS.filter((o) => o !== 'south' && o !== 'north_south').map((o): [string, number] => [o, 4])]),
        decoration: random.pick(DECORATIONS),
        price: yuan * 100,
        base_price: random.next() < 0.6 ? Math.round(yuan * 0.95 / 100) * 100 * 100 : null,
        rent_payment: kind === 'rent' ? random.pick(RENT_PAYMENTS) : null,
        source: random.pick(SOURCE_CHANNELS),
        current_use: kind === 'rent' ? weighted(random, [['vacant', 70], ['rented', 30]]) : weighted(random, [['self_use', 50], ['rented', 30], ['vacant', 20]]),
        grade: weighted(random, [['a', 20], ['b', 50], ['c', 30]]),
        level: weighted(random, [['normal', 80], ['recommended', 10], ['confidential', 5], ['bargain', 5]]),
        pool, status,
        status_until: HOUSE_DATED_STATUSES.includes(status) ? now + random.int(3, 60) * DAY : null,
        invalid_reason: status === 'invalid' ? random.pick(INVALID_REASONS) : '',
        remarks: reasons ? random.pick(reasons) : '',
        recorder_id: recorder.id, maintainer_id: staff.id, store_id: staff.store_id,
        last_followup_at: lastFollowup, created_at: createdAt, updated_at: updatedAt, label_bits: maskOf(labels.flatMap((id) => bitOf.get(id) ?? [])),
        // The release countdown from the last follow-up; a hold from the house's last change.
        active_at: lastFollowup, held_at: HOUSE_DATED_STATUSES.includes(status) ? updatedAt : null,
      },
    };
  });

  const ids = new Map<string, number>();
  await insertChunked(planned, async (chunk) => {
    const rows = await db.insertInto('house').values(chunk.map((p) => p.house)).returning(['id', 'door_id', 'kind']).execute();
    for (const row of rows) ids.set(`${row.door_id}:${row.kind}`, row.id);
  });
  const idOf = (p: Planned) => ids.get(`${p.house.door_id}:${p.house.kind}`) as number;

  await insertChunked(planned.flatMap((p) => p.labels.map((label_id) => ({ house_id: idOf(p), label_id }))),
    (chunk) => db.insertInto('house_label').values(chunk).execute());

  const followups: Insertable<FollowupTable>[] = [];
  const history: { house_id: number; staff_id: number; price_from: number; price_to: number; base_price_from: number | null; base_price_to: number | null; reason: string; created_at: number }[] = [];
  const entry = (
    houseId: number, staffId: number, kind: string, at: number, content: string, detail: object | null,
    marks: Partial<Pick<Insertable<FollowupTable>, 'invalid' | 'invalid_reason' | 'invalid_by' | 'invalid_at' | 'pinned' | 'pinned_at'>> = {},
  ) => followups.push({
    house_id: houseId, customer_id: null, staff_id: staffId, kind, content, detail: detail ? JSON.stringify(detail) : '', invalid: 0,
    invalid_reason: '', invalid_by: null, invalid_at: null, pinned: 0, pinned_at: null, created_at: at, ...marks,
  });
  for (const p of planned) {
    const id = idOf(p);
    const h = p.house;
    const staffId = p.staff.id;
    entry(id, h.recorder_id, 'entry', h.created_at, '', null);
    // Written follow-ups up to the last one; now and then an extra one marked invalid or pinned.
    const written = random.int(1, 3);
    const last = h.last_followup_at as number;
    for (let n = written - 1; n >= 0; n--) {
      const at = n === 0 ? last : h.created_at + Math.floor(((last - h.created_at) * (written - n)) / (written + 1));
      entry(id, staffId, 'manual', at, random.pick(FOLLOWUPS), null, random.next() < 0.02 ? { pinned: 1, pinned_at: at } : {});
    }
    if (random.next() < 0.04 && last - h.created_at > 7200) {
      entry(id, staffId, 'manual', last - 3600, random.pick(FOLLOWUPS), null, {
        invalid: 1, invalid_reason: random.pick(INVALID_FOLLOWUP_REASONS), invalid_by: staffId, invalid_at: last - 1800,
      });
    }
    // Earlier asking prices were a little higher, rounded like the price itself (万 for a sale, 100 yuan for a rent).
    const roundTo = h.kind === 'sale' ? 1_000_000 : 10_000;
    let price = h.price;
    const changes: number[] = [];
    for (let step = 0; step < p.priceSteps; step++) changes.unshift(price = Math.round(price * (1.03 + random.next() * 0.05) / roundTo) * roundTo);
    const base = h.base_price ?? null;
    for (const [index, from] of changes.entries()) {
      const to = changes[index + 1] ?? h.price;
      const at = h.created_at + Math.floor(((h.updated_at - h.created_at) * (index + 1)) / (changes.length + 1));
      const reason = '业主同意调价';
      history.push({ house_id: id, staff_id: staffId, price_from: from, price_to: to, base_price_from: base, base_price_to: base, reason, created_at: at });
      entry(id, staffId, 'price', at, reason, { from, to, base_from: base, base_to: base });
    }
    if (h.status !== 'valid') {
      entry(id, staffId, 'status', h.updated_at, h.status === 'invalid' ? h.invalid_reason ?? '' : h.remarks ?? '', {
        from: 'valid', to: h.status, until: h.status_until ?? null,
      });
    }
    if (h.pool === 'public') entry(id, staffId, 'pool', h.updated_at, '转公盘', { from: 'private', to: 'public' });
  }
  await insertFollowups(db, followups);
  await insertChunked(history, (chunk) => db.insertInto('house_price_history').values(chunk).execute());

  // Favourites and focus of the three demo accounts, among houses each may see (their own, or public ones).
  const demo = await db.selectFrom('staff').select(['id', 'account']).where('account', 'in', ['admin', 'manager', 'agent']).execute();
  for (const person of demo) {
    const visible = planned.filter((p) => person.account === 'admin' || p.house.pool === 'public' || p.house.maintainer_id === person.id)
      .filter((p) => HOUSE_OPEN_STATUSES.includes(p.house.status as HouseStatus));
    const chosen = shuffle(random, [...visible]).slice(0, 20);
    await insertChunked(chosen.slice(0, 15).map((p) => ({ staff_id: person.id, house_id: idOf(p), created_at: now - random.int(0, 60) * DAY })),
      (chunk) => db.insertInto('house_fav').values(chunk).execute());
    await insertChunked(chosen.slice(10).map((p) => ({ staff_id: person.id, house_id: idOf(p), created_at: now - random.int(0, 60) * DAY })),
      (chunk) => db.insertInto('house_focus').values(chunk).execute());
  }
}
