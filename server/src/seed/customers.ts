import { sql, type Insertable } from 'kysely';
import {
  APPOINTMENT_SLOTS, CUSTOMER_CHANNELS, CUSTOMER_POLICY_DEFAULTS, DECORATIONS, LOOK_COUNT_DAYS, SOURCE_CHANNELS, URGENCIES, maskPhone,
  type CustomerStatus, type FollowupChange,
  HOUSE_PICTURE_THUMB_WIDTH,
} from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { CustomerAppointmentTable, CustomerLookTable, CustomerTable, FollowupTable } from '../core/db/schema.js';
import { ownerDataKeyFrom } from '../core/config.js';
import { startOfCompanyDay } from '../core/clock.js';
import { saveUpload } from '../core/storage.js';
import { ownerCipher } from '../modules/house-owner/owner-crypto.js';
import { inspectPicture } from '../core/image.js';
import { bitsOf } from '../modules/customer/customer-wants.js';
import { chineseName, createRandom, mobile, type Random } from './random.js';
import { weighted } from './houses.js';
import { insertFollowups } from '../modules/house/followup-index.js';

// About 1.2 demo customers per demo house (a few thousand), buyers and renters across the stores' agents, in both
// pools and every status, with their wants (communities and price ranges taken from real demo houses), follow-ups
// (entry, calls, visits, status and pool changes), appointments around today and viewings of one to three houses. With
// a DATA_DIR the viewings of the last months carry a signed agreement image (drawn like the demo house pictures) and
// count; without one they are recorded without agreement. The counts the viewings feed are then set from them.

const PER_HOUSE = 1.2;
const DAY = 86_400;
const CHUNK = 200;
const AGREEMENTS_MAX = 600;

const STATUS_WEIGHTS: [CustomerStatus, number][] = [
  ['valid', 68], ['paused', 8], ['invalid', 6], ['deal_internal', 7], ['deal_external', 5], ['wrong_phone', 6],
];
const STATUS_REASONS: Record<CustomerStatus, string[]> = {
  valid: [''], paused: ['客户出差，下月再看', '客户资金还没到位'], invalid: ['客户已在外地买房', '不是真实需求'],
  deal_internal: ['本店成交'], deal_external: ['客户通过其他中介成交'], wrong_phone: ['电话空号', '号码错误，联系不上'],
};
const CALLS = [
  '电话联系客户，预算可以再加一点', '客户周末有空，约了看房', '客户想看南北通透的房子', '客户比较关注学区，问了对口学校', '客户还在比较几个小区',
  '电话未接通，稍后再联系', '客户希望首付三成，问了贷款政策', '客户说家里人还没商量好',
];
const VISITS = ['客户到店面谈，详细了解了需求', '上门拜访客户，确认了购房时间', '客户带家人到店，重新梳理了需求'];
const FEEDBACK = ['客户对户型满意，考虑中', '客户觉得价格偏高', '客户喜欢小区环境，想复看', '楼层太低，客户不太满意', '客户想再比较一下', ''];

type Person = { id: number; store_id: number };
type House = { id: number; kind: string; region_id: number; area_id: number | null; price: number; area: number; rooms: number; status: string };

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

// A sheet of paper with lines and a signature stroke; librsvg renders it without fonts.
function agreementSvg(variant: number): Buffer {
  const lines = Array.from({ length: 9 }, (_, i) => `<rect x="60" y="${120 + i * 36}" width="${440 - (i % 3) * 60}" height="6" fill="#bfbfbf"/>`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="560" height="760">
<rect width="100%" height="100%" fill="#fffdf5"/><rect x="150" y="50" width="260" height="26" fill="#595959"/>${lines}
<path d="M330 ${640 + variant * 10} q30 -60 60 0 t60 0 t60 -20" stroke="#1d39c4" stroke-width="4" fill="none"/>
<circle cx="140" cy="650" r="46" stroke="#cf1322" stroke-width="5" fill="none"/></svg>`);
}

type Image = { bytes: Buffer; thumb: Buffer; width: number; height: number };
async function agreementImages(): Promise<Image[]> {
  const { default: sharp } = await import('sharp');
  return Promise.all([0, 1].map(async (variant) => {
    const bytes = await sharp(agreementSvg(variant)).jpeg({ quality: 80 }).toBuffer();
    const inspected = await inspectPicture(bytes, HOUSE_PICTURE_THUMB_WIDTH);
    if (!inspected) throw new Error('demo agreement did not decode');
    return { bytes, ...inspected };
  }));
}

function wantsNear(random: Random, house: House) {
  const low = Math.round(house.price * (0.7 + random.next() * 0.2) / 10_000) * 10_000;
  const high = Math.round(house.price * (1.1 + random.next() * 0.3) / 10_000) * 10_000;
  const rooms = random.next() < 0.6 ? [house.rooms] : [house.rooms, Math.min(9, house.rooms + 1)];
  return {
    price_min: low, price_max: high, want_rooms: bitsOf([...new Set(rooms)]),
    area_min: random.next() < 0.5 ? Math.round(house.area * 0.8) : null, area_max: random.next() < 0.5 ? Math.round(house.area * 1.3) : null,
    want_decorations: random.next() < 0.3 ? bitsOf([DECORATIONS.indexOf('fine')]) : 0, want_uses: bitsOf([0]),
  };
}

export type CustomerSeedOptions = {
  now: number;
  dataDir?: string;
  // Customers per house (the demo's PER_HOUSE unless given).
  perHouse?: number;
  // Viewings of every customer; unless given, four in ten customers are shown one to three houses.
  looksPerCustomer?: number;
  // Large numbers are written in blocks, each its own transaction when `blocks` is given, with progress.
  blocks?: { transaction: boolean; say: (line: string) => void };
};

// Customers written per block (seed:scale: a transaction each).
const BLOCK = 5_000;

export async function seedCustomers(db: Db, options: CustomerSeedOptions): Promise<number> {
  const { now } = options;
  // A generator of its own, so this data stays the same when other seeds change how many numbers they draw.
  const random = createRandom(20261301);
  const cipher = await ownerCipher(db, ownerDataKeyFrom());
  const agents: Person[] = (await db.selectFrom('staff').innerJoin('role', 'role.id', 'staff.role_id')
    .select(['staff.id', 'staff.store_id']).where('role.code', 'in', ['agent', 'manager']).where('staff.store_id', 'is not', null)
    .orderBy('staff.id').execute()).map((s) => ({ id: s.id, store_id: s.store_id as number }));
  const houses: House[] = await db.selectFrom('house').select(['id', 'kind', 'region_id', 'area_id', 'price', 'area', 'rooms', 'status'])
    .where('deleted_at', 'is', null).orderBy('id').execute();
  if (!agents.length || !houses.length) return 0;
  const liveHouses = { buy: houses.filter((h) => h.kind === 'sale' && h.status === 'valid'), rent: houses.filter((h) => h.kind === 'rent' && h.status === 'valid') };
  const count = Math.round(houses.length * (options.perHouse ?? PER_HOUSE));
  const images = options.dataDir ? await agreementImages() : [];
  const seenPhones = new Set<string>();
  const state = { agreements: 0 };
  for (let done = 0; done < count; done += BLOCK) {
    const size = Math.min(BLOCK, count - done);
    const block = (trx: Db) => seedBlock(trx, random, { ...options, agents, houses, liveHouses, size, seenPhones, images, state, cipher });
    if (options.blocks?.transaction) await db.transaction().execute(block);
    else await block(db);
    options.blocks?.say(`customers: ${(done + size).toLocaleString('en')} / ${count.toLocaleString('en')}`);
  }
  await setLookCounts(db, now);
  return count;
}

type BlockContext = CustomerSeedOptions & {
  agents: Person[]; houses: House[]; liveHouses: Record<'buy' | 'rent', House[]>; size: number; seenPhones: Set<string>; images: Image[];
  state: { agreements: number }; cipher: Awaited<ReturnType<typeof ownerCipher>>;
};

async function seedBlock(db: Db, random: Random, context: BlockContext): Promise<void> {
  const { now, agents, houses, liveHouses, seenPhones, cipher } = context;
  const releaseDays = CUSTOMER_POLICY_DEFAULTS.customer_release_days;

  type Planned = { row: Insertable<CustomerTable>; phones: string[]; regions: number[]; areas: number[]; followups: Insertable<FollowupTable>[] };
  const planned: Planned[] = [];
  for (let n = 0; n < context.size; n++) {
    const kind = random.next() < 0.75 ? 'buy' : 'rent';
    const pool = liveHouses[kind].length ? liveHouses[kind] : houses;
    const near = random.pick(pool);
    const agent = random.pick(agents);
    const status = weighted(random, STATUS_WEIGHTS);
    const isPublic = random.next() < 0.22;
    const created = now - random.int(1, 240) * DAY - random.int(0, DAY - 1);
    // Private open customers mostly followed up within the release window; a few due soon (the warning) or overdue.
    const idleDays = random.next() < 0.85 ? random.int(0, releaseDays - 3) : random.int(releaseDays - 2, releaseDays + 5);
    const activeAt = Math.max(created, now - idleDays * DAY - random.int(0, DAY - 1));
    const source = random.pick(SOURCE_CHANNELS);
    let phone = mobile(random);
    while (seenPhones.has(phone)) phone = mobile(random);
    seenPhones.add(phone);
    const phones = random.next() < 0.2 ? [phone, mobile(random)] : [phone];
    const regions = [near.region_id, ...(random.next() < 0.4 ? [random.pick(pool).region_id] : [])];
    const name = chineseName(random);
    const followups: Insertable<FollowupTable>[] = [{ house_id: null, customer_id: null, staff_id: agent.id, kind: 'entry', content: '', detail: '', created_at: created }];
    const written = random.int(0, 3);
    for (let f = 0; f < written; f++) {
      const visit = random.next() < 0.25;
      followups.push({
        house_id: null, customer_id: null, staff_id: agent.id, kind: visit ? 'visit' : 'call', content: random.pick(visit ? VISITS : CALLS), detail: '',
        created_at: Math.min(now - 60, created + Math.round(((f + 1) / (written + 1)) * Math.max(activeAt - created, DAY))),
      });
    }
    const change = (detail: FollowupChange, kind: 'status' | 'pool', content: string, at: number) => followups.push({
      house_id: null, customer_id: null, staff_id: agent.id, kind, content, detail: JSON.stringify(detail), created_at: at,
    });
    if (status !== 'valid') change({ from: 'valid', to: status }, 'status', random.pick(STATUS_REASONS[status]), Math.min(now - 60, activeAt + DAY));
    if (isPublic) followups.push({
      house_id: null, customer_id: null, staff_id: null, kind: 'pool', content: '', detail: JSON.stringify({ from: 'private', to: 'public', auto: true }),
      created_at: Math.min(now - 60, activeAt + releaseDays * DAY),
    });
    const lastWritten = followups.filter((f) => f.kind === 'call' || f.kind === 'visit').map((f) => f.created_at).sort((a, b) => b - a)[0] ?? null;
    planned.push({
      row: {
        kind, name, sex: random.pick(['male', 'female']), source, channel: source === 'online' ? random.pick(CUSTOMER_CHANNELS) : null,
        level: weighted(random, [['a', 15], ['b', 35], ['c', 35], ['d', 15]]), status, status_reason: status === 'valid' ? '' : random.pick(STATUS_REASONS[status]),
        pool: isPublic ? 'public' : 'private', urgency: random.pick(URGENCIES), ...wantsNear(random, near), floor_min: null, floor_max: null,
        school_district: random.next() < 0.2 ? 1 : 0, payment: kind === 'buy' ? random.pick(['full', 'commercial_loan', 'fund_loan', 'combined']) : null,
        remark: '', agent_id: agent.id, recorder_id: agent.id, store_id: agent.store_id, active_at: activeAt, last_followup_at: lastWritten,
        // A pause began with its status change.
        held_at: status === 'paused' ? Math.min(now - 60, activeAt + DAY) : null,
        created_at: created, updated_at: activeAt,
      },
      phones, regions: [...new Set(regions)], areas: near.area_id !== null && random.next() < 0.3 ? [near.area_id] : [], followups,
    });
  }

  const ids: number[] = [];
  await insertChunked(planned, async (chunk) => {
    const rows = await db.insertInto('customer').values(chunk.map((p) => p.row)).returning('id').execute();
    chunk.forEach((p, i) => ids.push((rows[i] as { id: number }).id));
  });
  const phoneRows = planned.flatMap((p, i) => p.phones.map((phone, sort) => ({
    customer_id: ids[i] as number, sort, phone_enc: cipher.encrypt(phone), phone_masked: maskPhone(phone), phone_hash: cipher.phoneHash(phone),
  })));
  await insertChunked(phoneRows, (chunk) => db.insertInto('customer_phone').values(chunk).execute());
  await insertChunked(planned.flatMap((p, i) => p.regions.map((region_id) => ({ customer_id: ids[i] as number, region_id }))),
    (chunk) => db.insertInto('customer_want_region').values(chunk).execute());
  await insertChunked(planned.flatMap((p, i) => p.areas.map((area_id) => ({ customer_id: ids[i] as number, area_id }))),
    (chunk) => db.insertInto('customer_want_area').values(chunk).execute());
  await insertChunked(planned.flatMap((p, i) => p.followups.map((f) => ({ ...f, customer_id: ids[i] as number }))),
    (chunk) => insertFollowups(db, chunk));

  await seedAppointmentsAndViewings(db, random, { ...context, planned: planned.map((p, i) => ({ ...p.row, id: ids[i] as number })) });
}

type SeededCustomer = Insertable<CustomerTable> & { id: number };

async function seedAppointmentsAndViewings(db: Db, random: Random, options: BlockContext & { planned: SeededCustomer[] }): Promise<void> {
  const { now, dataDir, planned, liveHouses, images, state } = options;
  const today = startOfCompanyDay(now);
  type Look = { row: Insertable<CustomerLookTable>; houses: number[]; image: Image | null };
  const appointments: { row: Insertable<CustomerAppointmentTable>; houses: number[] }[] = [];
  const looks: Look[] = [];
  for (const customer of planned) {
    const pool = liveHouses[customer.kind as 'buy' | 'rent'];
    if (!pool.length) continue;
    const open = customer.status === 'valid' || customer.status === 'paused';
    const pick = () => [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(pool).id))];
    if (open && customer.pool === 'private' && random.next() < 0.25) {
      const day = today + random.int(-7, 7) * DAY;
      const status = day < today ? random.pick(['cancelled', 'missed', 'pending'] as const) : 'pending';
      appointments.push({
        row: {
          customer_id: customer.id, agent_id: customer.agent_id, day, slot: random.pick(APPOINTMENT_SLOTS), status, remark: '',
          created_by: customer.agent_id, created_at: Math.min(now, day - DAY), updated_at: Math.min(now, day),
        },
        houses: pick(),
      });
    }
    const viewings = options.looksPerCustomer ?? (random.next() < 0.4 ? random.int(1, 3) : 0);
    const repeat = random.pick(pool).id;
    for (let v = viewings; v > 0; v--) {
      const created = Number(customer.created_at);
      const latest = Math.max(created, now - 3600);
      const planned = created + random.int(1, 60) * DAY;
      // One that would come after now goes back between the customer's entry and now, by its planned day, not all to one moment.
      const lookAt = planned <= latest ? planned : latest - ((planned - latest) % Math.max(1, latest - created));
      const image = images.length && state.agreements < AGREEMENTS_MAX && random.next() < 0.85 ? random.pick(images) : null;
      if (image) state.agreements += 1;
      looks.push({
        row: {
          customer_id: customer.id, agent_id: customer.agent_id, companion_id: null, store_id: customer.store_id ?? null, look_at: lookAt,
          feedback: random.pick(FEEDBACK), appointment_id: null, created_by: customer.agent_id, created_at: lookAt, updated_at: lookAt,
          effective: image ? 1 : 0, agreement_at: image ? Math.min(now, lookAt + 600) : null,
          // Every row of a multi-row insert names the same columns: SQLite fills a missing one with NULL, not its default.
          agreement_url: '', agreement_thumb: '',
        },
        houses: [...new Set([repeat, ...pick()])], image,
      });
    }
  }
  await insertChunked(appointments, async (chunk) => {
    const rows = await db.insertInto('customer_appointment').values(chunk.map((a) => a.row)).returning('id').execute();
    await db.insertInto('customer_appointment_house')
      .values(chunk.flatMap((a, i) => a.houses.map((house_id) => ({ appointment_id: (rows[i] as { id: number }).id, house_id })))).execute();
  });
  await insertChunked(looks, async (chunk) => {
    const values = await Promise.all(chunk.map(async ({ row, image }) => (image && dataDir
      ? { ...row, agreement_url: await saveUpload(dataDir, 'look-agreements', image.bytes, 'jpeg'), agreement_thumb: await saveUpload(dataDir, 'look-agreements', image.thumb, 'webp') }
      : row)));
    const rows = await db.insertInto('customer_look').values(values).returning('id').execute();
    await db.insertInto('customer_look_house').values(chunk.flatMap((look, i) => look.houses.map((house_id) => ({
      look_id: (rows[i] as { id: number }).id, house_id, customer_id: look.row.customer_id, look_at: look.row.look_at, effective: look.row.effective ?? 0,
    })))).execute();
    await insertFollowups(db, chunk.map((look, i) => ({
      house_id: null, customer_id: look.row.customer_id, staff_id: look.row.agent_id, kind: 'look', content: look.row.feedback ?? '',
      detail: JSON.stringify({ from: null, to: (rows[i] as { id: number }).id }), created_at: look.row.look_at,
    })));
  });
}

// The counts the viewings feed, from the viewings: 二看, the customers' and the houses' last viewing and counts.
async function setLookCounts(db: Db, now: number): Promise<void> {
  const since = now - LOOK_COUNT_DAYS * DAY;
  await db.updateTable('customer_look_house as lh').set({
    is_second: sql<number>`case when lh.effective = 1 and exists (select 1 from customer_look_house p where p.customer_id = lh.customer_id
      and p.house_id = lh.house_id and p.effective = 1 and (p.look_at < lh.look_at or (p.look_at = lh.look_at and p.look_id < lh.look_id))) then 1 else 0 end`,
  }).execute();
  await db.updateTable('customer').set({
    last_look_at: sql<number | null>`(select max(look_at) from customer_look l where l.customer_id = customer.id and l.effective = 1)`,
    look_count: sql<number>`(select count(*) from customer_look l where l.customer_id = customer.id and l.effective = 1)`,
    looks_30d: sql<number>`(select count(*) from customer_look l where l.customer_id = customer.id and l.effective = 1 and l.look_at >= ${since})`,
  }).where('id', 'in', (eb) => eb.selectFrom('customer_look').select('customer_id').where('effective', '=', 1)).execute();
  await db.updateTable('house').set({
    last_view_at: sql<number | null>`(select max(look_at) from customer_look_house lh where lh.house_id = house.id and lh.effective = 1)`,
    views_30d: sql<number>`(select count(*) from customer_look_house lh where lh.house_id = house.id and lh.effective = 1 and lh.look_at >= ${since})`,
  }).where('id', 'in', (eb) => eb.selectFrom('customer_look_house').select('house_id').where('effective', '=', 1)).execute();
}
