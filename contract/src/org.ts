import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text as t, type Lang, type Text } from './i18n.js';
import { Id, IdParams, PageQuery } from './validators.js';

// The organisation: districts (片区) → stores (门店); departments form a tree with a level; roles, positions
// and levels (by points) are the dictionaries people are described with.

const Name = z.string().trim().min(1).max(50);
const Sort = z.number().int().min(0).max(100_000).default(0);

export const STORE_STATUSES = ['trial', 'formal', 'paused', 'closed'] as const;
export const StoreStatus = z.enum(STORE_STATUSES);
export const STORE_STATUS_LABELS: Record<(typeof STORE_STATUSES)[number], Text> = {
  trial: { en: 'Trial', zh: '试用', es: 'En prueba', ja: '試用' },
  formal: { en: 'Open', zh: '正式', es: 'Abierta', ja: '正式' },
  paused: { en: 'Paused', zh: '暂停', es: 'En pausa', ja: '一時停止' },
  closed: { en: 'Closed', zh: '停用', es: 'Cerrada', ja: '停止' },
};

// Department levels: 1 company, 2 division (one per district), 3 store, 4 group (team).
export const DEPARTMENT_LEVELS = [1, 2, 3, 4] as const;
export const DEPARTMENT_LEVEL_LABELS: Record<(typeof DEPARTMENT_LEVELS)[number], Text> = {
  1: { en: 'Company', zh: '公司', es: 'Empresa', ja: '会社' },
  2: { en: 'Division', zh: '事业部', es: 'División', ja: '事業部' },
  3: { en: 'Store', zh: '门店', es: 'Tienda', ja: '店舗' },
  4: { en: 'Group', zh: '小组', es: 'Grupo', ja: 'グループ' },
};
export const DepartmentLevel = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

// ---- districts
// Why a store cannot be deleted, in the caller's language (the {detail} of 409003).
export const ORG_RULE_TEXTS = {
  storeHasPeople: t('{name} still has {count} people working in it; move them to another store first',
    '{name}仍有{count}名在职人员，请先将其调至其他门店', '{name} todavía tiene {count} personas trabajando; trasládelas antes a otra tienda',
    '{name}にはまだ在籍者が{count}名います。先に他の店舗へ異動してください'),
  storeHasRecords: t('{name} still has {records}; set its status to {closed} instead of deleting it',
    '{name}仍有{records}，请将门店状态改为“{closed}”，不要删除', '{name} todavía tiene {records}; cambie su estado a {closed} en lugar de eliminarla',
    '{name}にはまだ{records}があります。削除せずにステータスを「{closed}」にしてください'),
} as const satisfies Record<string, Text>;
export type OrgRule = keyof typeof ORG_RULE_TEXTS;

export function orgRuleText(rule: OrgRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(ORG_RULE_TEXTS[rule][lang], params);
}

// The records that keep a store (it can be closed, not deleted), as the refusal names them.
export const STORE_RECORD_LABELS = {
  keys: t('keys', '钥匙', 'llaves', '鍵'),
  customers: t('customers', '客户', 'clientes', '顧客'),
  viewings: t('viewings', '带看记录', 'visitas', '内見記録'),
  deals: t('deals', '成交记录', 'operaciones', '成約記録'),
  approvals: t('approvals', '审批记录', 'aprobaciones', '承認記録'),
  offlineHouses: t('offline house entries', '线下房源记录', 'registros de inmuebles externos', '外部物件の記録'),
  newhouseReports: t('new-home reports', '新房报备', 'reportes de obra nueva', '新築物件の報告'),
  entrustBooks: t('entrustment contracts', '委托书', 'contratos de encargo', '委任契約書'),
  phoneCalls: t('phone calls', '通话记录', 'llamadas', '通話記録'),
} as const satisfies Record<string, Text>;
export type StoreRecord = keyof typeof STORE_RECORD_LABELS;

export const District = z.object({
  id: z.number().int(), name: z.string(), sort: z.number().int(), store_count: z.number().int(),
  staff_count: z.number().int(), created_at: z.number().int(),
});

export const districtList = endpoint({
  method: 'GET', path: 'district', access: 'district:list', tag: 'org',
  summary: 'Every district of the company with its store and staff counts.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(District) }),
});

export const districtGet = endpoint({
  method: 'GET', path: 'district/{id}', access: 'district:list', tag: 'org', params: IdParams,
  summary: 'One district.', input: z.strictObject({}), data: District,
});

const DistrictInput = { name: Name, sort: Sort };

export const districtAdd = endpoint({
  method: 'POST', path: 'district/add', access: 'district:edit', tag: 'org',
  summary: 'Adds a district; names are unique.', input: z.strictObject(DistrictInput), data: District,
});

export const districtUpdate = endpoint({
  method: 'POST', path: 'district/update', access: 'district:edit', tag: 'org',
  summary: 'Renames or re-sorts a district.', input: z.strictObject({ id: Id, ...DistrictInput }), data: District,
});

export const districtDelete = endpoint({
  method: 'POST', path: 'district/delete', access: 'district:edit', tag: 'org',
  summary: 'Removes a district that has no stores (409003 otherwise).', input: z.strictObject({ id: Id }), data: z.null(),
});

// ---- stores
export const Store = z.object({
  id: z.number().int(),
  name: z.string(),
  district_id: z.number().int(),
  district_name: z.string(),
  address: z.string(),
  phone: z.string(),
  manager_id: z.number().int().nullable(),
  manager_name: z.string(),
  status: StoreStatus,
  staff_count: z.number().int(),
  created_at: z.number().int(),
});
export type Store = z.infer<typeof Store>;

export const storeList = endpoint({
  method: 'GET', path: 'store', access: 'store:list', tag: 'org',
  summary: 'Stores within the caller\'s data scope, by district, status and name.',
  input: z.strictObject({
    ...PageQuery,
    district_id: Id.optional(),
    status: StoreStatus.optional(),
    keyword: z.string().trim().max(50).optional(),
  }),
  data: pagedOf(Store),
});

export const storeGet = endpoint({
  method: 'GET', path: 'store/{id}', access: 'store:list', tag: 'org', params: IdParams,
  summary: 'One store within the caller\'s data scope.', input: z.strictObject({}), data: Store,
});

const StoreInput = {
  name: Name,
  district_id: Id,
  address: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(50).default(''),
  manager_id: Id.nullable().default(null),
  status: StoreStatus.default('formal'),
};

export const storeAdd = endpoint({
  method: 'POST', path: 'store/add', access: 'store:edit', tag: 'org',
  summary: 'Opens a store in a district, with its store department; names are unique.',
  input: z.strictObject(StoreInput), data: Store,
});

export const storeUpdate = endpoint({
  method: 'POST', path: 'store/update', access: 'store:edit', tag: 'org',
  summary: 'Changes a store; the manager must work in that store.',
  input: z.strictObject({ id: Id, ...StoreInput }), data: Store,
});

export const storeDelete = endpoint({
  method: 'POST', path: 'store/delete', access: 'store:edit', tag: 'org',
  summary: 'Removes a store that has no staff, keys or records naming it (409003 otherwise: close it instead).', input: z.strictObject({ id: Id }), data: z.null(),
});

export const storeShift = endpoint({
  method: 'POST', path: 'store/shift', access: 'store:shift', tag: 'org',
  summary: 'Moves staff (all, or the ones listed) from one store to another, into its store department; their records go with them.',
  input: z.strictObject({
    id: Id,
    to_store_id: Id,
    staff_ids: z.array(Id).min(1).max(1000).optional(),
  }),
  data: z.object({ moved: z.number().int() }),
});

// ---- departments
export type DepartmentNode = {
  id: number; parent_id: number | null; name: string; level: number; logo: string; store_id: number | null;
  sort: number; staff_count: number; children: DepartmentNode[];
};
export const DepartmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() =>
  z.object({
    id: z.number().int(), parent_id: z.number().int().nullable(), name: z.string(), level: z.number().int(),
    logo: z.string(), store_id: z.number().int().nullable(), sort: z.number().int(), staff_count: z.number().int(),
    children: z.array(DepartmentNodeSchema),
  }),
);
export const Department = z.object({
  id: z.number().int(), parent_id: z.number().int().nullable(), name: z.string(), level: z.number().int(),
  logo: z.string(), store_id: z.number().int().nullable(), sort: z.number().int(), staff_count: z.number().int(),
});

export const departmentTree = endpoint({
  method: 'GET', path: 'department', access: 'department:list', tag: 'org',
  summary: 'The department tree with the number of people in each department and its sub-departments.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(DepartmentNodeSchema) }),
});

export const departmentGet = endpoint({
  method: 'GET', path: 'department/{id}', access: 'department:list', tag: 'org', params: IdParams,
  summary: 'One department.', input: z.strictObject({}), data: Department,
});

export const departmentRoles = endpoint({
  method: 'GET', path: 'department/listrole', access: 'department:list', tag: 'org',
  summary: 'The roles held by the people of a department and its sub-departments, with how many hold each.',
  input: z.strictObject({ id: Id }),
  data: z.object({ list: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), staff_count: z.number().int() })) }),
});

export const departmentLevels = endpoint({
  method: 'GET', path: 'department/level', access: 'department:list', tag: 'org',
  summary: 'The department levels and their names.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(z.object({ level: z.number().int(), title: z.object({ en: z.string(), zh: z.string(), es: z.string(), ja: z.string() }) })) }),
});

const DepartmentInput = {
  parent_id: Id,
  name: Name,
  level: DepartmentLevel,
  store_id: Id.nullable().default(null),
  logo: z.string().trim().max(500).default(''),
  sort: Sort,
};

export const departmentAdd = endpoint({
  method: 'POST', path: 'department/add', access: 'department:edit', tag: 'org',
  summary: 'Adds a department under a parent; names are unique under one parent and the level is below the parent\'s.',
  input: z.strictObject(DepartmentInput), data: Department,
});

export const departmentUpdate = endpoint({
  method: 'POST', path: 'department/update', access: 'department:edit', tag: 'org',
  summary: 'Changes or moves a department (never under itself or its own sub-departments).',
  input: z.strictObject({ id: Id, ...DepartmentInput }), data: Department,
});

export const departmentDelete = endpoint({
  method: 'POST', path: 'department/delete', access: 'department:edit', tag: 'org',
  summary: 'Removes a department without sub-departments or people (409003 otherwise).',
  input: z.strictObject({ id: Id }), data: z.null(),
});

// ---- roles, positions, levels
export const roleList = endpoint({
  method: 'GET', path: 'role', access: 'role:list', tag: 'org',
  summary: 'Every role with how many active people hold it.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(z.object({
    id: z.number().int(), code: z.string(), name: z.string(), description: z.string(), builtin: z.number().int(),
    staff_count: z.number().int(),
  })) }),
});

export const Position = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), staff_count: z.number().int() });

export const positionList = endpoint({
  method: 'GET', path: 'position', access: 'position:list', tag: 'org',
  summary: 'Every position, in order.', input: z.strictObject({}), data: z.object({ list: z.array(Position) }),
});

export const positionAdd = endpoint({
  method: 'POST', path: 'position/add', access: 'position:edit', tag: 'org',
  summary: 'Adds a position; names are unique.', input: z.strictObject({ name: Name, sort: Sort }), data: Position,
});

export const positionUpdate = endpoint({
  method: 'POST', path: 'position/update', access: 'position:edit', tag: 'org',
  summary: 'Renames or re-sorts a position.', input: z.strictObject({ id: Id, name: Name, sort: Sort }), data: Position,
});

export const levelList = endpoint({
  method: 'GET', path: 'user/level', access: 'signed-in', tag: 'org',
  summary: 'The levels people reach by points, lowest first.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string(), min_points: z.number().int(), sort: z.number().int() })) }),
});
