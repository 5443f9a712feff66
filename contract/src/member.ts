import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { exportEndpoint } from './export.js';
import { text, type Text } from './i18n.js';
import { Id, IdParams, PageQuery } from './validators.js';

// Staff (members): accounts of the people who work in the company, their status, points and records.

export const STAFF_STATUSES = ['active', 'resigned', 'disabled'] as const;
export const StaffStatus = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof StaffStatus>;
export const STAFF_STATUS_LABELS: Record<StaffStatus, Text> = {
  active: { en: 'Working', zh: '在职', es: 'En activo', ja: '在職' },
  resigned: { en: 'Left', zh: '离职', es: 'Baja', ja: '退職' },
  disabled: { en: 'Disabled', zh: '禁用', es: 'Deshabilitado', ja: '無効' },
};

// Education and work type, chosen from the dictionaries staff_education and staff_worktype (item/{code}).
export const STAFF_EDUCATIONS = ['junior_high', 'high_school', 'technical', 'college', 'bachelor', 'master', 'doctor'] as const;
export const StaffEducation = z.enum(STAFF_EDUCATIONS);
export type StaffEducation = z.infer<typeof StaffEducation>;
export const STAFF_EDUCATION_LABELS: Record<StaffEducation, Text> = {
  junior_high: text('Junior high school', '初中', 'Secundaria', '中学校'),
  high_school: text('High school', '高中', 'Bachillerato', '高校'),
  technical: text('Vocational school', '中专', 'Formación profesional', '専門学校'),
  college: text('Junior college', '大专', 'Ciclo superior', '短期大学'),
  bachelor: text('Bachelor', '本科', 'Grado', '学士'),
  master: text('Master', '硕士', 'Máster', '修士'),
  doctor: text('Doctorate', '博士', 'Doctorado', '博士'),
};

export const STAFF_WORKTYPES = ['full_time', 'part_time', 'intern'] as const;
export const StaffWorktype = z.enum(STAFF_WORKTYPES);
export type StaffWorktype = z.infer<typeof StaffWorktype>;
export const STAFF_WORKTYPE_LABELS: Record<StaffWorktype, Text> = {
  full_time: text('Full time', '全职', 'Jornada completa', '正社員'),
  part_time: text('Part time', '兼职', 'Media jornada', 'パートタイム'),
  intern: text('Intern', '实习', 'Prácticas', 'インターン'),
};

const Mobile = z.string().trim().regex(/^1\d{10}$/, 'a mainland mobile number of 11 digits');
const PhoneNumber = z.string().trim().min(3).max(32).regex(/^[\d+\-#* ]+$/, 'digits only');
const Account = z.string().trim().min(2).max(64).regex(/^[A-Za-z0-9_.@-]+$/, 'letters, digits and _ . @ - only');
const IdNumber = z.string().trim().regex(/^\d{17}[\dXx]$/, 'an 18-character ID number');

export const StaffItem = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  gender: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  status: StaffStatus,
  store_id: z.number().int().nullable(),
  store_name: z.string(),
  department_id: z.number().int().nullable(),
  department_name: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  position_id: z.number().int().nullable(),
  position_name: z.string(),
  points: z.number().int(),
  level_name: z.string(),
  current_phone: z.string(),
  join_date: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type StaffItem = z.infer<typeof StaffItem>;

export const StaffDetail = StaffItem.extend({
  introduction: z.string(),
  education: z.string(),
  work_type: z.string(),
  must_change_password: z.number().int(),
  staff_phone_list: z.array(z.object({ sp_number: z.string() })),
});

// The member list's five counts, within the caller's scope: summary1 working, summary2 joined this month,
// summary3 left this month, summary4 disabled, summary5 left in all.
export const StaffSummary = z.object({
  summary1: z.number().int(), summary2: z.number().int(), summary3: z.number().int(),
  summary4: z.number().int(), summary5: z.number().int(),
});

const StaffFilters = {
  keyword: z.string().trim().max(50).optional(),
  status: StaffStatus.optional(),
  store_id: Id.optional(),
  department_id: Id.optional(),
  role_id: Id.optional(),
  position_id: Id.optional(),
};

export const staffList = endpoint({
  method: 'GET', path: 'users', access: 'staff:list', tag: 'member',
  summary: 'Staff within the caller\'s data scope, with filters, paging and the five summary counts.',
  input: z.strictObject({ ...PageQuery, ...StaffFilters }),
  data: pagedOf(StaffItem).extend({ summary: StaffSummary }),
});

const t = text;

export const staffExport = exportEndpoint({
  path: 'users/export', access: 'staff:export', tag: 'member',
  summary: 'The staff matching the list\'s filters, within the caller\'s data scope, as an Excel file.',
  input: z.strictObject(StaffFilters),
  row: StaffItem,
  filename: t('Staff', '员工列表', 'Empleados', '社員一覧'),
  columns: [
    { key: 'account', title: t('Account', '账号', 'Cuenta', 'アカウント'), width: 14 },
    { key: 'name', title: t('Name', '姓名', 'Nombre', '氏名'), width: 10 },
    { key: 'gender', title: t('Gender', '性别', 'Sexo', '性別'), width: 6 },
    { key: 'mobile', title: t('Mobile', '手机号', 'Móvil', '携帯番号'), width: 14 },
    { key: 'status', title: t('Status', '状态', 'Estado', 'ステータス'), format: { labels: STAFF_STATUS_LABELS }, width: 8 },
    { key: 'store_name', title: t('Store', '门店', 'Tienda', '店舗'), width: 14 },
    { key: 'department_name', title: t('Department', '部门', 'Departamento', '部署'), width: 14 },
    { key: 'role_name', title: t('Role', '角色', 'Rol', 'ロール'), width: 12 },
    { key: 'position_name', title: t('Position', '职位', 'Puesto', '役職'), width: 12 },
    { key: 'level_name', title: t('Level', '等级', 'Nivel', 'レベル'), width: 8 },
    { key: 'points', title: t('Points', '积分', 'Puntos', 'ポイント'), format: 'number', width: 8 },
    { key: 'join_date', title: t('Joined', '入职日期', 'Incorporación', '入社日'), format: 'date', width: 12 },
  ],
});

export const staffGet = endpoint({
  method: 'GET', path: 'user/{id}', access: 'staff:list', tag: 'member', params: IdParams,
  summary: 'One person within the caller\'s data scope.', input: z.strictObject({}), data: StaffDetail,
});

const StaffFields = {
  name: z.string().trim().min(1).max(50),
  gender: z.enum(['男', '女', '']).default(''),
  mobile: Mobile,
  phones: z.array(PhoneNumber).max(5).default([]),
  store_id: Id.nullable(),
  department_id: Id.nullable(),
  role_id: Id,
  position_id: Id.nullable().default(null),
  // A code of its dictionary, or '' for none given; anything else is refused on the field.
  education: StaffEducation.or(z.literal('')).default(''),
  work_type: StaffWorktype.or(z.literal('')).default(''),
  join_date: z.number().int().min(0).max(4_102_444_800).nullable().default(null),
  introduction: z.string().trim().max(500).default(''),
  id_number: IdNumber.optional(),
};

export const staffAdd = endpoint({
  method: 'POST', path: 'user/add', access: 'staff:add', tag: 'member',
  summary: 'Adds a person with a one-time password that must be changed at the first login; refused when the mobile or ID number is on the blacklist.',
  input: z.strictObject({ account: Account, ...StaffFields }),
  data: z.object({ staff: StaffDetail, password: z.string() }),
});

export const staffUpdate = endpoint({
  method: 'POST', path: 'user/update', access: 'staff:edit', tag: 'member',
  summary: 'Changes a person\'s data (not the account, status or password).',
  input: z.strictObject({ id: Id, ...StaffFields }),
  data: StaffDetail,
});

export const staffResign = endpoint({
  method: 'POST', path: 'user/resign', access: 'staff:resign', tag: 'member',
  summary: 'Marks a person as left: their sessions end and their records stay; the store loses them as manager.',
  input: z.strictObject({ id: Id, reason: z.string().trim().max(200).default('') }),
  data: StaffDetail,
});

export const staffRejoin = endpoint({
  method: 'POST', path: 'user/rejoin', access: 'staff:resign', tag: 'member',
  summary: 'Restores the account of a person who left, in a store (and department) of the caller\'s choosing.',
  input: z.strictObject({ id: Id, store_id: Id.nullable(), department_id: Id.nullable() }),
  data: StaffDetail,
});

export const staffStatus = endpoint({
  method: 'POST', path: 'user/status', access: 'staff:status', tag: 'member',
  summary: 'Disables (sessions end, login refused) or re-enables a working person.',
  input: z.strictObject({ id: Id, status: z.enum(['active', 'disabled']) }),
  data: StaffDetail,
});

export const staffResetPassword = endpoint({
  method: 'POST', path: 'user/resetpw', access: 'staff:resetpw', tag: 'member',
  summary: 'Issues a one-time password that must be changed at the next login; the person\'s sessions end.',
  input: z.strictObject({ id: Id }),
  data: z.object({ password: z.string() }),
});

export const staffSetPoints = endpoint({
  method: 'POST', path: 'user/setuppoint', access: 'staff:points', tag: 'member',
  summary: 'Adds or takes points (never below zero); the level follows the points.',
  input: z.strictObject({ id: Id, change: z.number().int().min(-100_000).max(100_000).refine((n) => n !== 0, 'not zero'), reason: z.string().trim().min(1).max(200) }),
  data: StaffDetail,
});

// ---- blacklist: people who may not be hired or rejoin, nor be entered as customers (by a phone that is a listed mobile)
export const BlacklistItem = z.object({
  id: z.number().int(), name: z.string(), mobile: z.string(), id_number: z.string(), reason: z.string(),
  staff_id: z.number().int().nullable(), created_by_name: z.string(), created_at: z.number().int(),
});

export const blacklistList = endpoint({
  method: 'GET', path: 'user/black', access: 'blacklist:list', tag: 'member',
  summary: 'The blacklist, newest first; ID numbers are masked.',
  input: z.strictObject({ ...PageQuery, keyword: z.string().trim().max(50).optional() }),
  data: pagedOf(BlacklistItem),
});

export const blacklistAdd = endpoint({
  method: 'POST', path: 'user/blacklist', access: 'blacklist:edit', tag: 'member',
  summary: 'Puts a person on the blacklist: a former member of staff by id (they must have left), or anyone by name with a mobile or ID number.',
  input: z.strictObject({
    id: Id.optional(),
    name: z.string().trim().min(1).max(50).optional(),
    mobile: Mobile.optional(),
    id_number: IdNumber.optional(),
    reason: z.string().trim().min(1).max(200),
  }).refine((v) => v.id !== undefined || (v.name !== undefined && (v.mobile !== undefined || v.id_number !== undefined)),
    'give a staff id, or a name with a mobile or ID number'),
  data: BlacklistItem,
});

// ---- what was done to a person, from the operation log
export const staffOperations = endpoint({
  method: 'GET', path: 'operate/staff', access: 'staff:list', tag: 'member',
  summary: 'The operations recorded on one person (added, changed, resigned, points…), newest first.',
  input: z.strictObject({ ...PageQuery, id: Id }),
  data: pagedOf(z.object({
    id: z.number().int(), endpoint: z.string(), operator_name: z.string(), result_code: z.string(), ip: z.string(),
    created_at: z.number().int(),
  })),
});

// ---- HR properties kept apart from the working data
export const StaffProperty = z.object({
  staff_id: z.number().int(),
  birthday: z.string(),
  native_place: z.string(),
  address: z.string(),
  emergency_contact: z.string(),
  emergency_phone: z.string(),
  id_number: z.string(),
  remark: z.string(),
});

export const staffPropertyGet = endpoint({
  method: 'GET', path: 'userproperty/{id}', access: 'staff:edit', tag: 'member', params: IdParams,
  summary: 'A person\'s HR properties (ID number masked).', input: z.strictObject({}), data: StaffProperty,
});

export const staffPropertySave = endpoint({
  method: 'POST', path: 'user/property', access: 'staff:edit', tag: 'member',
  summary: 'Saves a person\'s HR properties.',
  input: z.strictObject({
    id: Id,
    birthday: z.union([z.iso.date(), z.literal('')]).default(''),
    native_place: z.string().trim().max(50).default(''),
    address: z.string().trim().max(200).default(''),
    emergency_contact: z.string().trim().max(50).default(''),
    emergency_phone: z.union([PhoneNumber, z.literal('')]).default(''),
    remark: z.string().trim().max(500).default(''),
  }),
  data: StaffProperty,
});

// ---- growth records (成长记录) and teaching (带教: mentor ↔ apprentice)
export const GrowthRecord = z.object({
  id: z.number().int(), staff_id: z.number().int(), staff_name: z.string(), date: z.string(), title: z.string(),
  content: z.string(), created_by_name: z.string(), created_at: z.number().int(),
});
export const Teaching = z.object({
  id: z.number().int(), mentor_id: z.number().int(), mentor_name: z.string(), apprentice_id: z.number().int(),
  apprentice_name: z.string(), start_date: z.string(), remark: z.string(),
});

export const growthList = endpoint({
  method: 'GET', path: 'staffgrowup', access: 'staff:list', tag: 'member',
  summary: 'A person\'s growth records, newest first, with their mentors and apprentices.',
  input: z.strictObject({ ...PageQuery, staff_id: Id }),
  data: pagedOf(GrowthRecord).extend({ mentors: z.array(Teaching), apprentices: z.array(Teaching) }),
});

export const growthGet = endpoint({
  method: 'GET', path: 'staffgrowup/{id}', access: 'staff:list', tag: 'member', params: IdParams,
  summary: 'One growth record.', input: z.strictObject({}), data: GrowthRecord,
});

const GrowthInput = {
  date: z.iso.date(),
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().max(2000).default(''),
};

export const growthAdd = endpoint({
  method: 'POST', path: 'staffgrowup/add', access: 'staff:edit', tag: 'member',
  summary: 'Adds a growth record (promotion, award, training…) to a person.',
  input: z.strictObject({ staff_id: Id, ...GrowthInput }), data: GrowthRecord,
});

export const growthUpdate = endpoint({
  method: 'POST', path: 'staffgrowup/update', access: 'staff:edit', tag: 'member',
  summary: 'Changes a growth record.', input: z.strictObject({ id: Id, ...GrowthInput }), data: GrowthRecord,
});

export const teachingAdd = endpoint({
  method: 'POST', path: 'staffteaching/add', access: 'staff:edit', tag: 'member',
  summary: 'Makes one person the mentor of another (both working; not oneself; once per pair).',
  input: z.strictObject({
    mentor_id: Id, apprentice_id: Id, start_date: z.iso.date(), remark: z.string().trim().max(200).default(''),
  }),
  data: Teaching,
});

export const teachingDelete = endpoint({
  method: 'POST', path: 'staffteaching/delete', access: 'staff:edit', tag: 'member',
  summary: 'Ends a mentoring relation.', input: z.strictObject({ id: Id }), data: z.null(),
});

// ---- picture
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const staffPicture = endpoint({
  method: 'POST', path: 'user/picture', access: 'staff:edit', tag: 'member',
  summary: 'Uploads a person\'s picture (multipart: field `file`, JPEG, PNG or WebP up to 2 MB, checked by content; form field `id`).',
  input: z.strictObject({ id: Id }),
  upload: { field: 'file', maxBytes: AVATAR_MAX_BYTES, kinds: ['jpeg', 'png', 'webp'] },
  data: z.object({ id: z.number().int(), avatar: z.string() }),
});
