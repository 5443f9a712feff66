import {
  DECORATIONS, HOUSE_DATED_STATUSES, HOUSE_OPEN_STATUSES, HOUSE_POLICY_DEFAULTS, ORIENTATIONS, RENT_PAYMENTS, SOURCE_CHANNELS,
} from '@brokerage/contract';
import { pinyinOf } from '../../core/pinyin.js';
import { maskOf } from '../../modules/house/label-bits.js';
import { yuanToFen } from '../../core/money.js';
import { INVALID_REASONS, STATUS_REASONS, STATUS_WEIGHTS, weighted } from '../houses.js';
import { keyStepText, planKey } from '../house-owners-keys.js';
import { createRandom, type Random } from '../random.js';

// The large-data generator's rows (npm run seed:scale): communities with their buildings, units, floors and doors,
// then houses, one per new door (the unique partial index allows one live house of a kind per door), with labels,
// follow-ups and, for about a third of them, a key held by the maintainer's store. It knows nothing of the database:
// it hands rows, column by column in the order of COLUMNS, to a sink (sinks.ts writes them with better-sqlite3 or
// multi-row PostgreSQL inserts). Distributions follow the demo seed (houses.ts, house-owners-keys.ts).
// Deterministic: the same options give the same rows.

export const COLUMNS = {
  region: ['id', 'name', 'pinyin', 'initials', 'area_id', 'business_circle', 'address', 'developer', 'build_year', 'property_fee',
    'lng', 'lat', 'finished', 'created_by', 'created_at', 'updated_at'],
  building: ['id', 'region_id', 'name', 'sort', 'created_at'],
  unit: ['id', 'building_id', 'name', 'sort'],
  floor: ['id', 'unit_id', 'number', 'name'],
  door: ['id', 'floor_id', 'name'],
  house: ['id', 'kind', 'door_id', 'region_id', 'area_id', 'building_id', 'unit_id', 'floor_id', 'floor_number', 'total_floors', 'use', 'rooms',
    'halls', 'baths', 'area', 'orientation', 'decoration', 'price', 'base_price', 'rent_payment', 'source', 'current_use', 'grade',
    'level', 'pool', 'status', 'status_until', 'invalid_reason', 'remarks', 'recorder_id', 'maintainer_id', 'store_id', 'key_count',
    'picture_count', 'last_followup_at', 'views_30d', 'version', 'created_at', 'updated_at', 'label_bits', 'active_at', 'held_at'],
  house_label: ['house_id', 'label_id'],
  followup: ['house_id', 'customer_id', 'staff_id', 'kind', 'content', 'detail', 'invalid', 'invalid_reason', 'pinned', 'created_at'],
  house_key: ['id', 'house_id', 'store_id', 'number', 'status', 'borrower_id', 'lent_at', 'due_at', 'remark', 'created_by', 'created_at',
    'updated_at'],
  house_key_log: ['key_id', 'house_id', 'action', 'staff_id', 'borrower_id', 'due_at', 'remark', 'created_at'],
} as const;
export type ScaleTable = keyof typeof COLUMNS;
export type Row = (string | number | null)[];

export type Sink = {
  insert: (table: ScaleTable, rows: Row[]) => Promise<void>;
  // Waits until every row handed over so far is stored (rows that reference them come next).
  barrier: () => Promise<void>;
};

export type ScaleContext = {
  now: number;
  houses: number;
  followupsPerHouse: number;
  // The next free id of each table with ids given here.
  nextId: Record<'region' | 'building' | 'unit' | 'floor' | 'door' | 'house' | 'house_key', number>;
  // Each store's last key number (K0001, K0002… in a store, the demo's first).
  keySerial: Map<number, number>;
  areaIds: number[];
  // Community names already taken in an area (the demo's), as `${area_id}:${name}`.
  takenNames: Set<string>;
  staff: { id: number; store_id: number; name: string }[];
  creatorId: number;
  houseLabelIds: number[];
  // Each house label's bit in label_bits (modules/house/label-bits.ts), by id.
  houseLabelBits: Map<number, number>;
  progress: (stage: string, done: number, total: number) => void;
};

const DAY = 86_400;
const BATCH = 5_000;
// Houses per community, about: a big city's communities hold a few hundred listings each.
const HOUSES_PER_REGION = 400;
// Houses whose key the company holds, about, as in the demo (house-owners-keys.ts).
const KEY_SHARE = 0.35;

const PREFIXES = ['阳光', '金桥', '碧云', '绿地', '万科', '保利', '华润', '龙湖', '中海', '招商', '世茂', '融创', '新城', '金地', '旭辉',
  '东方', '锦绣', '翠湖', '明珠', '春江', '银杏', '紫薇', '海棠', '枫林', '梅园', '兰亭', '和平', '幸福', '长宁', '静安', '古北',
  '滨江', '御景', '天润', '瑞虹', '大华', '复地', '汇豪', '星河', '丽都', '嘉怡', '宝华', '凯旋', '惠南', '康桥', '周浦', '航头',
  '泗泾', '九亭', '七宝'];
const SUFFIXES = ['花园', '新村', '公寓', '家园', '小区', '苑', '城', '名邸', '华庭', '雅苑', '豪庭', '国际', '广场', '府', '湾', '里'];
const PHASES = ['', '二期', '三期', '四期', '五期', '六期'];
const CIRCLES = ['陆家嘴', '张江', '花木', '金桥', '七宝', '莘庄', '徐家汇', '田林', '漕河泾', '古北', '静安寺', '五角场', '大宁', '真如', '外滩'];
const DEVELOPERS = ['万科集团', '绿地集团', '保利发展', '华润置地', '中海地产', '招商蛇口', '龙湖集团', '世茂集团', '融创中国', '旭辉集团'];
const FOLLOWUPS = [
  '联系业主，业主表示价格可以小谈', '业主本周末在家，可以安排看房', '带客户看房，客户对户型满意，考虑中', '业主暂时不在本地，钥匙在物业',
  '约业主下周二到店面谈委托事宜', '业主考虑置换，需要先卖后买', '业主同意挂牌价下调，等待书面确认', '电话回访业主，房子仍在出售',
  '复核房源信息，面积与产证一致', '客户二次带看，关注税费问题', '业主要求看房提前一天预约', '同事带看后反馈采光很好',
];
const ORIENTATION_WEIGHTS: [string, number][] = [['south', 35], ['north_south', 30],
  ...ORIENTATIONS.filter((o) => o !== 'south' && o !== 'north_south').map((o): [string, number] => [o, 4])];
const ROOM_AREAS: Record<number, [number, number]> = { 1: [35, 60], 2: [58, 95], 3: [85, 140], 4: [125, 200], 5: [160, 260] };

// The communities and their buildings down to the doors; returns every new door with what a house copies from it.
async function generateDictionary(ctx: ScaleContext, sink: Sink, random: Random) {
  const regionCount = Math.max(1, Math.min(6_000, Math.ceil(ctx.houses / HOUSES_PER_REGION)));
  const doors = {
    count: 0,
    id: new Int32Array(ctx.houses), region: new Int32Array(ctx.houses), building: new Int32Array(ctx.houses),
    unit: new Int32Array(ctx.houses), floor: new Int32Array(ctx.houses), floorNumber: new Int16Array(ctx.houses),
    totalFloors: new Int16Array(ctx.houses), area: new Int32Array(ctx.houses),
  };
  const salePerMetre = new Map<number, number>();
  const ids = { ...ctx.nextId };
  const rows: Record<'region' | 'building' | 'unit' | 'floor' | 'door', Row[]> = { region: [], building: [], unit: [], floor: [], door: [] };
  // Children reference their parents: each level is stored before the next.
  const flush = async () => {
    for (const table of ['region', 'building', 'unit', 'floor', 'door'] as const) {
      if (!rows[table].length) continue;
      await sink.insert(table, rows[table]);
      rows[table] = [];
      await sink.barrier();
    }
  };
  let combo = 0;
  for (let r = 0; r < regionCount; r++) {
    // A name free in its area: prefix × suffix, then later phases of the same name.
    let areaId = 0;
    let name = '';
    do {
      const c = combo++;
      const base = (PREFIXES[c % PREFIXES.length] as string) + (SUFFIXES[Math.floor(c / PREFIXES.length) % SUFFIXES.length] as string);
      name = base + (PHASES[Math.floor(c / (PREFIXES.length * SUFFIXES.length)) % PHASES.length] as string);
      areaId = random.pick(ctx.areaIds);
      if (c > 1_000_000) throw new Error('seed:scale ran out of community names');
    } while (ctx.takenNames.has(`${areaId}:${name}`));
    ctx.takenNames.add(`${areaId}:${name}`);
    const { full, initials } = pinyinOf(name);
    const regionId = ids.region++;
    const circle = random.pick(CIRCLES);
    rows.region.push([regionId, name, full, initials, areaId, circle, `上海市${circle}${random.int(1, 999)}路${random.int(1, 300)}号`,
      random.pick(DEVELOPERS), random.int(1985, 2022), yuanToFen(random.int(12, 80) / 10), 121.2 + random.next() * 0.5,
      30.9 + random.next() * 0.4, 0, ctx.creatorId, ctx.now, ctx.now]);
    salePerMetre.set(regionId, random.int(38, 160) * 1000);
    // This community's share of the doors; the last takes what is left.
    const quota = r === regionCount - 1 ? ctx.houses - doors.count : Math.min(ctx.houses - doors.count, Math.round(ctx.houses / regionCount));
    let made = 0;
    for (let b = 1; made < quota; b++) {
      const buildingId = ids.building++;
      rows.building.push([buildingId, regionId, `${b}号楼`, b, ctx.now]);
      const floors = random.int(6, 33);
      const perFloor = random.int(2, 4);
      const units = random.int(1, 3);
      for (let u = 1; u <= units && made < quota; u++) {
        const unitId = ids.unit++;
        rows.unit.push([unitId, buildingId, `${u}单元`, u]);
        for (let f = 1; f <= floors && made < quota; f++) {
          const floorId = ids.floor++;
          rows.floor.push([floorId, unitId, f, String(f)]);
          for (let d = 1; d <= perFloor && made < quota; d++) {
            const doorId = ids.door++;
            rows.door.push([doorId, floorId, `${String(f).padStart(2, '0')}${String(d).padStart(2, '0')}`]);
            const at = doors.count++;
            doors.id[at] = doorId; doors.region[at] = regionId; doors.building[at] = buildingId; doors.unit[at] = unitId;
            doors.floor[at] = floorId; doors.floorNumber[at] = f; doors.totalFloors[at] = floors; doors.area[at] = areaId;
            made++;
          }
        }
      }
    }
    if (rows.door.length >= BATCH * 4) await flush();
    if (r % 100 === 0) ctx.progress('dictionary', doors.count, ctx.houses);
  }
  await flush();
  ctx.progress('dictionary', doors.count, ctx.houses);
  return { doors, salePerMetre, regionCount, nextId: ids };
}

export type ScaleSummary = { regions: number; doors: number; houses: number; labels: number; followups: number; keys: number };

export async function generateScale(ctx: ScaleContext, sink: Sink): Promise<ScaleSummary> {
  const random = createRandom(20261123);
  // The keys draw from a generator of their own, so the houses, labels and follow-ups stay those of a seed without keys.
  const keyRandom = createRandom(20261127);
  const { doors, salePerMetre, regionCount, nextId } = await generateDictionary(ctx, sink, random);

  // Houses go to the doors in a shuffled order, so a community's houses are spread over the id range like real entries.
  const order = new Int32Array(doors.count);
  for (let i = 0; i < order.length; i++) order[i] = i;
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const t = order[i] as number; order[i] = order[j] as number; order[j] = t;
  }
  const colleagues = new Map<number, Person[]>();
  for (const person of ctx.staff) colleagues.set(person.store_id, [...(colleagues.get(person.store_id) ?? []), person]);
  let keyId = ctx.nextId.house_key;
  const releaseDays = HOUSE_POLICY_DEFAULTS.house_release_days;
  const manualCount = Math.max(0, ctx.followupsPerHouse - 1);
  let houseId = nextId.house;
  let labelCount = 0;
  let followupCount = 0;
  let houses: Row[] = [];
  let labels: Row[] = [];
  let followups: Row[] = [];
  let keys: Row[] = [];
  let keyLogs: Row[] = [];
  const flush = async () => {
    await sink.insert('house', houses);
    await sink.barrier();
    await sink.insert('house_label', labels);
    await sink.insert('followup', followups);
    await sink.insert('house_key', keys);
    await sink.barrier();
    await sink.insert('house_key_log', keyLogs);
    houses = []; labels = []; followups = []; keys = []; keyLogs = [];
  };

  for (let n = 0; n < order.length; n++) {
    const at = order[n] as number;
    const regionId = doors.region[at] as number;
    const floorNumber = doors.floorNumber[at] as number;
    const kind = random.next() < 0.7 ? 'sale' : 'rent';
    const staff = random.pick(ctx.staff);
    const team = colleagues.get(staff.store_id) ?? [staff];
    const rooms = weighted(random, [[1, 15], [2, 38], [3, 33], [4, 11], [5, 3]] as [number, number][]);
    const [low, high] = ROOM_AREAS[rooms] ?? [60, 90];
    const area = random.int(low * 100, high * 100);
    const metre = salePerMetre.get(regionId) ?? 60_000;
    const yuan = kind === 'sale'
      ? Math.max(1, Math.round(((area / 100) * metre * (0.9 + random.next() * 0.2)) / 10_000)) * 10_000
      : Math.max(1, Math.round(((area / 100) * (metre / 600) * (0.85 + random.next() * 0.3)) / 100)) * 100;
    const status = weighted(random, STATUS_WEIGHTS);
    const open = HOUSE_OPEN_STATUSES.includes(status);
    const pool = random.next() < 0.6 ? 'private' : 'public';
    const createdAt = ctx.now - random.int(1, 1460) * DAY - random.int(0, DAY - 1);
    const sinceFollowup = pool === 'private' && open
      ? (random.next() < 0.95 ? random.int(0, releaseDays - 2) : random.int(releaseDays + 1, releaseDays + 30)) * DAY
      : random.int(0, 180) * DAY;
    const lastFollowup = manualCount ? Math.min(ctx.now, Math.max(createdAt + 3600, ctx.now - sinceFollowup - random.int(0, 3600))) : null;
    const updatedAt = Math.min(ctx.now, Math.max(lastFollowup ?? createdAt, createdAt + random.int(0, Math.max(1, ctx.now - createdAt))));
    const recorder = random.next() < 0.8 ? staff : random.pick(team);
    const reasons = STATUS_REASONS[status];
    const id = houseId++;
    const key = keyRandom.next() < KEY_SHARE ? planKey(keyRandom, { now: ctx.now, serial: ctx.keySerial }, { createdAt, storeId: staff.store_id, team }) : null;
    if (key) {
      keys.push([keyId, id, staff.store_id, key.number, key.status, key.borrower?.id ?? null, key.lentAt, key.due, key.remark, staff.id,
        key.added, key.updatedAt]);
      for (const entry of key.log) {
        keyLogs.push([keyId, id, entry.action, staff.id, entry.borrower?.id ?? null, entry.due ?? null, entry.remark, entry.at]);
        followups.push([id, null, staff.id, 'key', keyStepText(key.number, entry), JSON.stringify(entry.change), 0, '', 0, entry.at]);
      }
      followupCount += key.log.length;
      keyId++;
    }
    const house: Row = [
      id, kind, doors.id[at] as number, regionId, doors.area[at] as number, doors.building[at] as number, doors.unit[at] as number, doors.floor[at] as number,
      floorNumber, doors.totalFloors[at] as number, weighted(random, [['residence', 94], ['office', 3], ['shop', 3]] as [string, number][]),
      rooms, rooms >= 3 ? 2 : random.int(1, 2), rooms >= 3 ? random.int(1, 2) : 1, area, weighted(random, ORIENTATION_WEIGHTS),
      random.pick(DECORATIONS), yuan * 100, random.next() < 0.6 ? Math.round((yuan * 0.95) / 100) * 100 * 100 : null,
      kind === 'rent' ? random.pick(RENT_PAYMENTS) : null, random.pick(SOURCE_CHANNELS),
      kind === 'rent' ? weighted(random, [['vacant', 70], ['rented', 30]] as [string, number][])
        : weighted(random, [['self_use', 50], ['rented', 30], ['vacant', 20]] as [string, number][]),
      weighted(random, [['a', 20], ['b', 50], ['c', 30]] as [string, number][]),
      weighted(random, [['normal', 80], ['recommended', 10], ['confidential', 5], ['bargain', 5]] as [string, number][]),
      pool, status, HOUSE_DATED_STATUSES.includes(status) ? ctx.now + random.int(3, 60) * DAY : null,
      status === 'invalid' ? random.pick(INVALID_REASONS) : '', reasons ? random.pick(reasons) : '',
      recorder.id, staff.id, staff.store_id, key && key.status !== 'owner_took' ? 1 : 0, 0, lastFollowup, 0, 1, createdAt, updatedAt,
    ];
    // 0 to 3 labels, distinct; their bits follow the house's row (label_bits).
    const labelTotal = ctx.houseLabelIds.length ? weighted(random, [[0, 30], [1, 30], [2, 25], [3, 15]] as [number, number][]) : 0;
    const offset = random.int(0, ctx.houseLabelIds.length - 1);
    const step = 1 + random.int(0, 2);
    const chosen = new Set<number>();
    for (let l = 0; l < labelTotal; l++) chosen.add(ctx.houseLabelIds[(offset + l * step) % ctx.houseLabelIds.length] as number);
    house.push(maskOf([...chosen].flatMap((labelId) => ctx.houseLabelBits.get(labelId) ?? [])));
    // The release countdown from the last follow-up (or the entry); a hold from the last change.
    house.push(lastFollowup ?? createdAt, HOUSE_DATED_STATUSES.includes(status) ? updatedAt : null);
    houses.push(house);
    for (const labelId of chosen) labels.push([id, labelId]);
    labelCount += chosen.size;
    // The entry, then written follow-ups spread from the entry to the last one, by the maintainer and now and then a colleague.
    if (ctx.followupsPerHouse > 0) followups.push([id, null, recorder.id, 'entry', '', '', 0, '', 0, createdAt]);
    for (let m = 1; m <= manualCount; m++) {
      const when = m === manualCount ? (lastFollowup as number)
        : createdAt + Math.floor((((lastFollowup as number) - createdAt) * m) / manualCount);
      const writer = random.next() < 0.85 ? staff : random.pick(team);
      followups.push([id, null, writer.id, 'manual', random.pick(FOLLOWUPS), '', 0, '', 0, when]);
    }
    followupCount += ctx.followupsPerHouse > 0 ? 1 + manualCount : 0;
    if (houses.length >= BATCH) {
      await flush();
      if ((n + 1) % 50_000 < BATCH) ctx.progress('houses', n + 1, order.length);
    }
  }
  await flush();
  await sink.barrier();
  ctx.progress('houses', order.length, order.length);
  return {
    regions: regionCount, doors: doors.count, houses: order.length, labels: labelCount, followups: followupCount,
    keys: keyId - ctx.nextId.house_key,
  };
}

type Person = ScaleContext['staff'][number];
