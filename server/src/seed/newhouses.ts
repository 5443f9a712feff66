import { maskPhone, normalisePhone, type LabelKind, type NewhouseSaleState, type NewhouseUse, type ReportPhoneMode } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import { ownerDataKeyFrom } from '../core/config.js';
import { monthOf } from '../core/clock.js';
import { ownerCipher } from '../modules/house-owner/owner-crypto.js';

// Demo new houses: four projects (one not yet published, one sold out) with their labels, layouts, the developer's
// agents, a linked staff member, and reports of the demo agent and a colleague in various confirmations and stages
// (one lapsed). Fixed data, so the demo is the same on every seed; written after everything else so no other seeded
// record changes its id. No follow-ups on projects.

const DAY = 86_400;
const KIND: LabelKind = 'newhouse';
const LABELS: [string, string][] = [['品牌开发商', '#1890ff'], ['地铁沿线', '#52c41a'], ['现房', '#fa8c16']];

type Project = {
  name: string; area: string; address: string; developer: string; use: NewhouseUse; sale: NewhouseSaleState; priceAvg: number;
  totalMin: number; totalMax: number; openingDays: number; deliveryDays: number; commission: string; protectDays: number; visitDays: number;
  phoneMode: ReportPhoneMode; published: 0 | 1; labels: number[]; description: string;
  layouts: [name: string, rooms: number, halls: number, toilets: number, area: number, price: number | null, orientation: string][];
  agents: [name: string, phone: string, position: string][];
};

// Prices in yuan, areas in square metres; days relative to the seed's now.
const PROJECTS: Project[] = [
  {
    name: '滨江壹号院', area: '浦东新区', address: '浦东新区滨江大道2888号', developer: '陆家嘴集团', use: 'residence', sale: 'selling', priceAvg: 128_000,
    totalMin: 11_500_000, totalMax: 26_000_000, openingDays: -60, deliveryDays: 720, commission: '总价1.5%', protectDays: 30, visitDays: 7,
    phoneMode: 'masked', published: 1, labels: [0, 1], description: '黄浦江畔高端住宅，步行至地铁2号线。',
    layouts: [['A户型', 3, 2, 2, 98.5, 12_600_000, '南'], ['B户型', 4, 2, 2, 142, 18_200_000, '南北'], ['C户型', 4, 2, 3, 198, 25_800_000, '南']],
    agents: [['周婷', '13916001001', '销售经理'], ['吴磊', '13916001002', '置业顾问']],
  },
  {
    name: '张江科学城云庭', area: '浦东新区', address: '浦东新区科苑路1288号', developer: '张江高科', use: 'apartment', sale: 'selling', priceAvg: 68_000,
    totalMin: 3_000_000, totalMax: 6_200_000, openingDays: -20, deliveryDays: 360, commission: '每套2万', protectDays: 20, visitDays: 5,
    phoneMode: 'full', published: 1, labels: [1], description: '科学城核心区精装公寓，近地铁13号线。',
    layouts: [['一房', 1, 1, 1, 45, 3_050_000, '南'], ['两房', 2, 1, 1, 78.6, 5_300_000, '东南']],
    agents: [['郑雪', '13916002001', '案场经理'], ['冯凯', '13916002002', '置业顾问']],
  },
  {
    name: '前滩公园里', area: '浦东新区', address: '浦东新区东育路500号', developer: '前滩投资', use: 'residence', sale: 'sold_out', priceAvg: 115_000,
    totalMin: 9_800_000, totalMax: 19_000_000, openingDays: -300, deliveryDays: 30, commission: '总价1.2%', protectDays: 30, visitDays: 7,
    phoneMode: 'masked', published: 1, labels: [0, 2], description: '前滩板块现房，已全部售罄。',
    layouts: [['三房', 3, 2, 2, 110, 12_650_000, '南']],
    agents: [['陈晨', '13916003001', '销售经理']],
  },
  {
    name: '徐汇云锦', area: '徐汇区', address: '徐汇区云锦路700号', developer: '徐汇城投', use: 'residence', sale: 'upcoming', priceAvg: 105_000,
    totalMin: 8_000_000, totalMax: 15_000_000, openingDays: 45, deliveryDays: 900, commission: '总价1.8%', protectDays: 45, visitDays: 10,
    phoneMode: 'masked', published: 0, labels: [0], description: '滨江新盘，资料整理中，暂未发布。',
    layouts: [['两房', 2, 2, 1, 89, 9_300_000, '南'], ['三房', 3, 2, 2, 120, 12_600_000, '南北']],
    agents: [['蒋华', '13916004001', '策划经理']],
  },
];

type Report = {
  project: number; by: 'agent' | 'colleague'; name: string; phone: string; filedDaysAgo: number; visitInDays: number;
  confirm: 'pending' | 'valid' | 'invalid'; reason?: string; stages: [stage: 'visited' | 'pledged' | 'subscribed' | 'dealt' | 'settled', daysAgo: number][];
  deal?: number; commission?: number;
};

const REPORTS: Report[] = [
  { project: 0, by: 'agent', name: '孙立', phone: '13761230001', filedDaysAgo: 1, visitInDays: 2, confirm: 'pending', stages: [] },
  { project: 0, by: 'agent', name: '钱芳', phone: '13761230002', filedDaysAgo: 6, visitInDays: 1, confirm: 'valid', stages: [['visited', 4]] },
  // Never visited within the window: lapsed.
  { project: 0, by: 'agent', name: '李强', phone: '13761230003', filedDaysAgo: 12, visitInDays: 2, confirm: 'pending', stages: [] },
  {
    project: 1, by: 'agent', name: '周静', phone: '13761230004', filedDaysAgo: 15, visitInDays: 1, confirm: 'valid',
    stages: [['visited', 13], ['subscribed', 8]], deal: 4_980_000,
  },
  { project: 1, by: 'colleague', name: '吴敏', phone: '13761230005', filedDaysAgo: 3, visitInDays: 1, confirm: 'invalid', reason: '客户已由案场自然到访', stages: [] },
  {
    project: 1, by: 'colleague', name: '郑浩', phone: '13761230006', filedDaysAgo: 40, visitInDays: 2, confirm: 'valid',
    stages: [['visited', 38], ['subscribed', 30], ['dealt', 25], ['settled', 5]], deal: 5_150_000, commission: 20_000,
  },
];

export async function seedNewhouses(db: Db, options: { now: number }): Promise<void> {
  const { now } = options;
  const cipher = await ownerCipher(db, ownerDataKeyFrom());
  const [areas, manager, agent] = await Promise.all([
    db.selectFrom('area').select(['id', 'name']).where('level', '=', 3).orderBy('id').execute(),
    db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'manager').executeTakeFirstOrThrow(),
    db.selectFrom('staff').select(['id', 'store_id', 'department_id']).where('account', '=', 'agent').executeTakeFirstOrThrow(),
  ]);
  // A colleague of the demo agent (same store), and someone of another store linked to the first project on site.
  const colleague = await db.selectFrom('staff').select(['id', 'store_id']).where('store_id', '=', agent.store_id).where('id', 'not in', [agent.id, manager.id])
    .where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  const resident = await db.selectFrom('staff').select('id').where('store_id', '!=', agent.store_id as number).where('store_id', 'is not', null)
    .where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();

  const labelIds = (await db.insertInto('label').values(LABELS.map(([name, color], index) => ({
    kind: KIND, name, color, sort: index, enabled: 1, bit: null, created_at: now, updated_at: now,
  }))).returning('id').execute()).map((r) => r.id);

  const projectIds: number[] = [];
  for (const [index, p] of PROJECTS.entries()) {
    const { id } = await db.insertInto('newhouse').values({
      name: p.name, area_id: areas.find((a) => a.name === p.area)?.id ?? null, address: p.address, developer: p.developer, use: p.use,
      sale_state: p.sale, price_avg: p.priceAvg * 100, price_total_min: p.totalMin * 100, price_total_max: p.totalMax * 100,
      opening_at: now + p.openingDays * DAY, delivery_at: now + p.deliveryDays * DAY, property_years: 70, commission: p.commission,
      protect_days: p.protectDays, visit_days: p.visitDays, phone_mode: p.phoneMode, published: p.published,
      manager_id: index === 0 ? manager.id : null, description: p.description, created_by: manager.id,
      created_at: now - (30 - index) * DAY, updated_at: now - (4 - index) * DAY,
    }).returning('id').executeTakeFirstOrThrow();
    projectIds.push(id);
    await db.insertInto('newhouse_label').values(p.labels.map((i) => ({ newhouse_id: id, label_id: labelIds[i] as number }))).execute();
    await db.insertInto('newhouse_layout').values(p.layouts.map(([name, rooms, halls, toilets, area, price, orientation]) => ({
      newhouse_id: id, name, rooms, halls, toilets, area: Math.round(area * 100), price_total: price === null ? null : price * 100, orientation,
      sale_state: p.sale, remark: '', created_at: now - 20 * DAY, updated_at: now - 20 * DAY,
    }))).execute();
    await db.insertInto('newhouse_agent').values(p.agents.map(([name, phone, position]) => ({
      newhouse_id: id, name, phone, position, enabled: 1, remark: '', created_at: now - 20 * DAY, updated_at: now - 20 * DAY,
    }))).execute();
  }
  await db.insertInto('newhouse_staff').values({
    newhouse_id: projectIds[0] as number, user_id: resident.id, role: 'resident', created_by: manager.id, created_at: now - 10 * DAY,
  }).execute();

  for (const r of REPORTS) {
    const project = PROJECTS[r.project] as Project;
    const reporter = r.by === 'agent' ? agent : colleague;
    const filed = now - r.filedDaysAgo * DAY;
    const times = Object.fromEntries(r.stages.map(([stage, daysAgo]) => [`${stage}_at`, now - daysAgo * DAY]));
    const last = r.stages.at(-1);
    const latest = last ? now - last[1] * DAY : filed;
    await db.insertInto('newhouse_report').values({
      newhouse_id: projectIds[r.project] as number, customer_id: null, customer_name: r.name, phone_enc: cipher.encrypt(r.phone),
      phone_masked: maskPhone(r.phone), phone_hash: cipher.phoneHash(r.phone), phone_tail: normalisePhone(r.phone).slice(-4),
      visit_at: filed + r.visitInDays * DAY, remark: '', reporter_id: reporter.id, store_id: reporter.store_id, confirm: r.confirm,
      confirm_reason: r.reason ?? '', confirmed_by: r.confirm === 'pending' ? null : manager.id, confirmed_at: r.confirm === 'pending' ? null : filed + DAY / 2,
      stage: last ? last[0] : 'reported', reported_at: filed, ...times,
      deal_amount: r.deal === undefined ? null : r.deal * 100, commission_amount: r.commission === undefined ? null : r.commission * 100,
      settled_month: typeof times.settled_at === 'number' ? monthOf(times.settled_at) : null,
      protected_until: latest + project.protectDays * DAY, visit_deadline: filed + project.visitDays * DAY, created_at: filed, updated_at: latest,
    }).execute();
  }
}
