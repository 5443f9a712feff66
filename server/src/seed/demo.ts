import { MENU_TREE, PERMISSION_CODES, flattenMenu, type DataScope, type PermissionCode } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import { hashPassword } from '../core/auth/password.js';
import { monthOf, nowSeconds } from '../core/clock.js';
import { DEFAULT_COMPANY_ID, readSecuritySettings } from '../core/settings.js';
import { ADMIN_ROLE_CODE } from '../modules/access/access.service.js';
import { chineseName, createRandom, mobile } from './random.js';
import { seedMessages } from './messages.js';
import { seedArticles } from './articles.js';
import { seedDictionary } from './dictionary.js';
import { seedSchoolDistricts } from './school.js';
import { seedLabels } from './label.js';
import { seedZones } from './zone.js';
import { seedHouses } from './houses.js';
import { seedHouseOwnersAndKeys } from './house-owners-keys.js';
import { seedHouseRoles } from './house-roles.js';
import { seedHouseOffline } from './house-offline.js';
import { seedHousePictures } from './house-pictures.js';
import { seedCustomers } from './customers.js';
import { seedDeals } from './deals.js';
import { seedScaleDeals } from './scale/deals.js';
import { seedApprovals } from './approvals.js';
import { seedNewhouses } from './newhouses.js';
import { seedPortals } from './portals.js';
import { seedPhoneCalls } from './phone-calls.js';
import { seedVr } from './vr.js';

export type SeedOptions = {
  // Multiplies stores and staff: 1 gives 6 stores and about 40 people.
  scale?: number;
  now?: number;
  // Where uploads live (DATA_DIR): demo house pictures are written there like real uploads; none without it.
  dataDir?: string;
  // Where staff reach the server (PUBLIC_URL): the demo's sandbox VR tours are addresses on it (else server-relative).
  publicUrl?: string;
};

export const DEMO_ACCOUNTS = {
  admin: { account: 'admin', password: 'admin123' },
  manager: { account: 'manager', password: 'manager123' },
  agent: { account: 'agent', password: 'agent123' },
} as const;
// Every other demo person signs in with their account and this password.
export const DEMO_STAFF_PASSWORD = 'demo123';

const DISTRICTS = [
  { name: '浦东片区', stores: ['陆家嘴店', '世纪公园店', '张江店'] },
  { name: '徐汇片区', stores: ['徐家汇店', '田林店', '漕河泾店'] },
];
const STREETS = ['世纪大道', '张杨路', '浦东南路', '漕溪北路', '宜山路', '虹梅路', '田林路', '龙华中路', '花木路', '碧波路'];
const POSITIONS = ['总经理', '区域经理', '店长', '组长', '置业顾问', '行政专员'];
const LEVELS = [
  { name: '初级经纪人', min_points: 50 },
  { name: '中级经纪人', min_points: 300 },
  { name: '高级经纪人', min_points: 800 },
  { name: '资深经纪人', min_points: 1500 },
  { name: '金牌经纪人', min_points: 3000 },
];
// Deals beyond the demo's three dozen recent ones (seed/deals.ts).
export const DEMO_OLDER_DEALS = 204;
const EDUCATION = ['college', 'bachelor', 'master', 'high_school'];

const MANAGER_MENUS = ['House', 'ApprovalMine', 'ApprovalBusiness', 'ApprovalFinance', 'Customer', 'Transaction', 'Management', 'Store', 'RealEstateDictionary', 'NewsCenter', 'Send', 'IndexStatistics',
  'ProcessAssessment', 'PerformanceAppraisal', 'TargetManagement', 'DataFollowup', 'Distribution', 'FilingRecords', 'ReportManagement', 'Linkage'];
const AGENT_MENUS = ['House', 'ApprovalMine', 'Customer', 'Transaction', 'NewsCenter', 'IndexStatistics', 'TargetManagement', 'Distribution', 'FilingRecords'];
const MANAGER_GRANTS: [PermissionCode, DataScope][] = [
  ['bind:list', 'store'], ['assess:view', 'store'], ['assess:examine', 'store'], ['store:list', 'store'],
  ['department:list', 'company'], ['district:list', 'company'], ['role:list', 'company'], ['position:list', 'company'],
  ['staff:list', 'store'], ['dictionary:list', 'company'], ['dictionary:edit', 'company'], ['message:push', 'store'],
  ['house:list', 'store'], ['house:add', 'store'], ['house:edit', 'store'], ['house:status', 'store'], ['house:price', 'store'],
  ['house:grade', 'store'], ['house:release', 'store'], ['house:delete', 'store'], ['house:export', 'store'],
  ['followup:list', 'store'], ['followup:add', 'store'],
  ['followup:manage', 'store'], ['owner:list', 'store'], ['owner:edit', 'store'], ['phone:view', 'store'], ['key:list', 'store'],
  ['key:edit', 'store'], ['key:lend', 'store'], ['house:claim', 'store'], ['house:log', 'store'], ['house:stats', 'store'],
  ['houserole:edit', 'store'], ['picture:upload', 'store'], ['picture:manage', 'store'], ['offline:list', 'store'], ['offline:edit', 'store'],
  ['entrust:list', 'store'], ['entrust:edit', 'store'], ['phone:call', 'store'], ['phone:records', 'store'], ['vr:task', 'store'], ['vr:manage', 'store'], ['portal:push', 'store'],
  ['customer:list', 'store'], ['customer:add', 'store'], ['customer:edit', 'store'], ['customer:status', 'store'], ['customer:claim', 'store'],
  ['customer:phone', 'store'], ['customer:export', 'store'], ['customer:stats', 'store'], ['look:list', 'store'], ['look:add', 'store'],
  ['approval:business', 'store'], ['approval:finance', 'store'],
  ['deal:list', 'store'], ['deal:add', 'store'], ['deal:edit', 'store'], ['deal:delete', 'store'], ['deal:review', 'store'], ['deal:terminate', 'store'], ['deal:export', 'store'], ['deal:money', 'store'],
  ['statistics:performance', 'store'], ['statistics:followup', 'store'],
  ['newhouse:list', 'company'], ['newhouse:edit', 'company'], ['newhouse:report', 'store'], ['newhouse:confirm', 'store'], ['newhouse:linkage', 'company'],
];
const AGENT_GRANTS: [PermissionCode, DataScope][] = [['assess:view', 'self'], ['dictionary:list', 'company'],
  ['house:list', 'self'], ['house:add', 'self'], ['house:edit', 'self'], ['house:status', 'self'], ['house:price', 'self'],
  ['house:grade', 'self'], ['house:release', 'self'], ['followup:list', 'self'], ['followup:add', 'self'],
  ['owner:list', 'self'], ['owner:edit', 'self'], ['phone:view', 'self'], ['key:list', 'store'], ['key:edit', 'store'], ['key:lend', 'store'],
  ['house:claim', 'self'], ['picture:upload', 'self'], ['offline:list', 'self'], ['offline:edit', 'self'],
  ['entrust:list', 'self'], ['entrust:edit', 'self'], ['phone:call', 'self'], ['vr:task', 'self'], ['portal:push', 'self'],
  ['customer:list', 'self'], ['customer:add', 'self'], ['customer:edit', 'self'], ['customer:status', 'self'], ['customer:claim', 'self'],
  ['customer:phone', 'self'], ['look:list', 'self'], ['look:add', 'self'],
  ['deal:list', 'self'], ['deal:add', 'self'], ['deal:edit', 'self'], ['deal:delete', 'self'], ['deal:money', 'self'],
  ['statistics:performance', 'self'],
  ['newhouse:list', 'company'], ['newhouse:report', 'self'],
];

// Expands group names to the group and all its children.
function menuIdsFor(names: string[], menus: { id: number; name: string; parent_id: number | null }[]): number[] {
  const ids = new Set<number>();
  for (const name of names) {
    const menu = menus.find((m) => m.name === name);
    if (!menu) throw new Error(`seed names unknown menu ${name}`);
    ids.add(menu.id);
    for (const child of menus.filter((m) => m.parent_id === menu.id)) ids.add(child.id);
  }
  return [...ids];
}

// Fills an empty database with one demo company. Returns false, writing nothing, when a company exists
// (so several servers starting together on one PostgreSQL seed it once).
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const now = options.now ?? nowSeconds();
  const random = createRandom(20261122);
  const [adminHash, managerHash, agentHash, staffHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.manager.password),
    hashPassword(DEMO_ACCOUNTS.agent.password),
    hashPassword(DEMO_STAFF_PASSWORD),
  ]);

  return db.transaction().execute(async (trx) => {
    const company = await trx.insertInto('company')
      .values({ id: DEFAULT_COMPANY_ID, name: '安居房地产经纪有限公司', short_name: '安居房产', logo: '', address: '上海市浦东新区世纪大道100号', phone: '021-58880000', created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id').executeTakeFirst();
    if (!company) return false;
    await readSecuritySettings(trx);

    const roles = {
      admin: await insertRole(trx, ADMIN_ROLE_CODE, '管理员', '全部功能与全公司数据', now),
      manager: await insertRole(trx, 'manager', '店长', '本店人员与数据', now),
      agent: await insertRole(trx, 'agent', '经纪人', '本人房客源与业绩', now),
    };
    const menus = await trx.selectFrom('menu').select(['id', 'name', 'parent_id']).execute();
    const allMenuNames = flattenMenu(MENU_TREE).map((m) => m.name);
    await grant(trx, roles.admin, menuIdsFor(allMenuNames, menus), PERMISSION_CODES.map((c) => [c, 'company']));
    await grant(trx, roles.manager, menuIdsFor(MANAGER_MENUS, menus), MANAGER_GRANTS);
    await grant(trx, roles.agent, menuIdsFor(AGENT_MENUS, menus), AGENT_GRANTS);

    const positions: Record<string, number> = {};
    for (const [sort, name] of POSITIONS.entries()) {
      positions[name] = (await trx.insertInto('position').values({ name, sort, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    }
    await trx.insertInto('level').values(LEVELS.map((l, sort) => ({ ...l, sort }))).execute();

    const head = await insertDepartment(trx, { parent_id: null, name: '总经办', level: 1, store_id: null }, now);
    type Store = { id: number; groups: number[]; district: number };
    const stores: Store[] = [];
    for (let round = 0; round < scale; round++) {
      for (const [d, district] of DISTRICTS.entries()) {
        const districtName = round === 0 ? district.name : `${district.name}${round + 1}`;
        const districtId = (await trx.insertInto('district')
          .values({ company_id: DEFAULT_COMPANY_ID, name: districtName, sort: round * 10 + d, created_at: now })
          .returning('id').executeTakeFirstOrThrow()).id;
        const division = await insertDepartment(trx, { parent_id: head, name: `${districtName}事业部`, level: 2, store_id: null }, now);
        for (const storeName of district.stores) {
          const name = round === 0 ? storeName : `${storeName}${round + 1}`;
          const storeId = (await trx.insertInto('store').values({
            district_id: districtId, name, address: `上海市${random.pick(STREETS)}${random.int(1, 999)}号`,
            phone: `021-${random.int(5000_0000, 6999_9999)}`, manager_id: null, status: 'formal', created_at: now,
          }).returning('id').executeTakeFirstOrThrow()).id;
          const storeDept = await insertDepartment(trx, { parent_id: division, name, level: 3, store_id: storeId }, now);
          const groups = [
            await insertDepartment(trx, { parent_id: storeDept, name: `${name}一组`, level: 4, store_id: storeId }, now),
            await insertDepartment(trx, { parent_id: storeDept, name: `${name}二组`, level: 4, store_id: storeId }, now),
          ];
          stores.push({ id: storeId, groups, district: districtId });
        }
      }
    }

    let serial = 0;
    const addStaff = async (person: {
      account?: string; name?: string; hash: string; role: number; position: string; store: Store | null;
      department: number; phones?: number; points?: number;
    }) => {
      serial += 1;
      const phones = Array.from({ length: person.phones ?? 1 }, () => mobile(random));
      const id = (await trx.insertInto('staff').values({
        account: person.account ?? `staff${String(serial).padStart(3, '0')}`,
        password_hash: person.hash,
        name: person.name ?? chineseName(random),
        gender: random.pick(['男', '女']),
        mobile: phones[0] ?? '',
        company_id: DEFAULT_COMPANY_ID,
        department_id: person.department,
        store_id: person.store?.id ?? null,
        role_id: person.role,
        position_id: positions[person.position] ?? null,
        points: person.points ?? random.int(0, 2400),
        status: 'active',
        current_phone: phones[0] ?? '',
        education: random.pick(EDUCATION),
        work_type: 'full_time',
        join_date: now - random.int(30, 2000) * 86400,
        created_at: now,
        updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      await trx.insertInto('staff_phone').values(phones.map((sp_number, sort) => ({ staff_id: id, sp_number, sort }))).execute();
      return id;
    };

    const first = stores[0] as Store;
    const adminId = await addStaff({ account: 'admin', name: '王建国', hash: adminHash, role: roles.admin, position: '总经理', store: null, department: head, points: 3200 });
    const managerId = await addStaff({ account: 'manager', name: '李明', hash: managerHash, role: roles.manager, position: '店长', store: first, department: first.groups[0] as number, phones: 2, points: 1650 });
    const agentId = await addStaff({ account: 'agent', name: '张伟', hash: agentHash, role: roles.agent, position: '置业顾问', store: first, department: first.groups[0] as number, phones: 2, points: 420 });
    await trx.updateTable('store').set({ manager_id: managerId }).where('id', '=', first.id).execute();

    for (const [index, store] of stores.entries()) {
      if (index > 0) {
        const id = await addStaff({ hash: staffHash, role: roles.manager, position: '店长', store, department: store.groups[0] as number, points: random.int(800, 2400) });
        await trx.updateTable('store').set({ manager_id: id }).where('id', '=', store.id).execute();
      }
      for (let n = 0; n < 5; n++) {
        await addStaff({
          hash: staffHash, role: roles.agent, position: n === 0 ? '组长' : '置业顾问', store,
          department: store.groups[n % 2] as number, points: n === 4 ? random.int(0, 40) : undefined,
        });
      }
    }

    const everyone = (await trx.selectFrom('staff').select('id').orderBy('id').execute()).map((s) => s.id);
    await seedMessages(trx, adminId, everyone, now);
    // Read by staff from the fourth on, so the demo accounts (admin, manager, agent) still find every article new.
    await seedArticles(trx, adminId, everyone.slice(3), now);
    await seedDictionary(trx, random, adminId, now);
    await seedSchoolDistricts(trx, adminId, now);
    await seedLabels(trx, now);
    await seedZones(trx, now);
    await seedHouses(trx, { now, scale });
    await seedHouseOwnersAndKeys(trx, { now });
    if (options.dataDir) await seedHousePictures(trx, { now, dataDir: options.dataDir });
    await seedHouseRoles(trx, { now });
    await seedHouseOffline(trx, { now });
    await seedCustomers(trx, { now, ...(options.dataDir ? { dataDir: options.dataDir } : {}) });
    await seedApprovals(trx, { now });
    await seedDeals(trx, { now });
    // A few hundred older deals, decided, with their steps, money and receipts, written in bulk as seed:scale writes them.
    await seedScaleDeals(trx, { count: DEMO_OLDER_DEALS, now, say: () => {}, series: 'H' });
    // Last, so no other seeded record changes its id.
    await seedNewhouses(trx, { now });
    await seedVr(trx, { now, publicUrl: options.publicUrl });
    await seedPortals(trx, { now });
    if (options.dataDir) await seedPhoneCalls(trx, { now, dataDir: options.dataDir });

    // The three demo accounts record deals and new-house reports, which wait for the month's targets (600036); the
    // other demo people are asked for theirs by the dialog when they first sign in.
    const month = monthOf(now);
    for (const staffId of [adminId, managerId, agentId]) {
      await trx.insertInto('monthly_target').values({
        staff_id: staffId, month, target_number_loan: 4, target_money_loan: 2_000_000, target_number_old: 3,
        target_money_old: 15_000_000, target_number_new: 1, target_money_new: 5_000_000, created_at: now,
      }).execute();
    }
    return true;
  });
}

async function insertRole(db: Db, code: string, name: string, description: string, now: number): Promise<number> {
  return (await db.insertInto('role').values({ code, name, description, builtin: 1, created_at: now })
    .returning('id').executeTakeFirstOrThrow()).id;
}

async function grant(db: Db, roleId: number, menuIds: number[], grants: [PermissionCode, DataScope][]) {
  if (menuIds.length) await db.insertInto('role_menu').values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
  if (grants.length) {
    await db.insertInto('role_permission')
      .values(grants.map(([permission_code, data_scope]) => ({ role_id: roleId, permission_code, data_scope }))).execute();
  }
}

async function insertDepartment(
  db: Db,
  dept: { parent_id: number | null; name: string; level: number; store_id: number | null },
  now: number,
): Promise<number> {
  return (await db.insertInto('department').values({ ...dept, logo: '', sort: 0, created_at: now })
    .returning('id').executeTakeFirstOrThrow()).id;
}
