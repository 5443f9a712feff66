import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cappedPagedOf } from './envelope.js';
import { exportEndpoint } from './export.js';
import { text, type Text } from './i18n.js';
import { Id, PageQuery } from './validators.js';

// The behaviour log (logins, lockouts, password and permission changes, phone views, exports) and the log of
// calls to outside services.
export const BEHAVIOUR_ACTIONS = [
  'login', 'login_failed', 'login_locked', 'logout', 'password_change', 'permission_change', 'security_change', 'export',
  'phone_view',
] as const;
export type BehaviourAction = (typeof BEHAVIOUR_ACTIONS)[number];
export const BEHAVIOUR_ACTION_LABELS: Record<BehaviourAction, Text> = {
  login: { en: 'Signed in', zh: '登录', es: 'Inicio de sesión', ja: 'ログイン' },
  login_failed: { en: 'Failed sign-in', zh: '登录失败', es: 'Inicio de sesión fallido', ja: 'ログイン失敗' },
  login_locked: { en: 'Locked out', zh: '账号锁定', es: 'Cuenta bloqueada', ja: 'ロック' },
  logout: { en: 'Signed out', zh: '退出登录', es: 'Cierre de sesión', ja: 'ログアウト' },
  password_change: { en: 'Password changed', zh: '修改密码', es: 'Cambio de contraseña', ja: 'パスワード変更' },
  permission_change: { en: 'Permissions changed', zh: '修改权限', es: 'Cambio de permisos', ja: '権限変更' },
  security_change: { en: 'Security settings changed', zh: '修改安全设置', es: 'Cambio de ajustes de seguridad', ja: 'セキュリティ設定変更' },
  export: { en: 'Excel export', zh: '导出Excel', es: 'Exportación a Excel', ja: 'Excel出力' },
  phone_view: { en: 'Owner phone viewed', zh: '查看业主电话', es: 'Teléfono de propietario consultado', ja: 'オーナー電話番号の閲覧' },
};

const Period = {
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
};

const BehaviourFilters = {
  ...Period,
  staff_id: Id.optional(),
  action: z.enum(BEHAVIOUR_ACTIONS).optional(),
  keyword: z.string().trim().max(64).optional(),
};

const BehaviourEntry = z.object({
  id: z.number().int(), staff_id: z.number().int().nullable(), staff_name: z.string(), account: z.string(),
  action: z.string(), detail: z.string(), ip: z.string(), device: z.string(), created_at: z.number().int(),
});

// The log lists' totals are counted up to this many: a total of exactly this many means "this many or more". Every
// sign-in and owner phone view is a behaviour record, millions of them, and an exact count read them all for every page.
export const LOG_TOTAL_CAP = 2_000;

export const behaviourList = endpoint({
  method: 'GET', path: 'operate/behaviour', access: 'log:view', tag: 'log',
  summary: 'Behaviour records within the caller\'s data scope, newest first, by person, action, account and period. The total is counted up to page.total_cap (LOG_TOTAL_CAP, 2,000): a total equal to it means that many or more; later pages still answer.',
  input: z.strictObject({ ...PageQuery, ...BehaviourFilters }),
  data: cappedPagedOf(BehaviourEntry),
});

const t = text;
const TIME = t('Time', '时间', 'Hora', '日時');

export const behaviourExport = exportEndpoint({
  path: 'operate/behaviour/export', access: 'log:export', tag: 'log',
  summary: 'The behaviour records matching the filters, as an Excel file.',
  input: z.strictObject(BehaviourFilters),
  row: BehaviourEntry,
  filename: t('Behaviour records', '行为记录', 'Registros de actividad', '行動記録'),
  columns: [
    { key: 'created_at', title: TIME, format: 'datetime', width: 18 },
    { key: 'action', title: t('Action', '行为', 'Acción', '操作'), format: { labels: BEHAVIOUR_ACTION_LABELS }, width: 16 },
    { key: 'account', title: t('Account', '账号', 'Cuenta', 'アカウント'), width: 16 },
    { key: 'staff_name', title: t('Person', '人员', 'Persona', '担当者'), width: 12 },
    { key: 'detail', title: t('Details', '详情', 'Detalles', '詳細'), width: 40 },
    { key: 'ip', title: t('IP address', 'IP地址', 'Dirección IP', 'IPアドレス'), width: 16 },
    { key: 'device', title: t('Device', '设备', 'Dispositivo', '端末'), width: 24 },
  ],
});

const InterfaceFilters = { ...Period, service: z.string().trim().max(40).optional() };

const InterfaceEntry = z.object({
  id: z.number().int(), service: z.string(), method: z.string(), url: z.string(), status: z.number().int(),
  duration_ms: z.number().int(), request: z.string(), response: z.string(), created_at: z.number().int(),
});

export const interfaceList = endpoint({
  method: 'GET', path: 'operate/inferface', access: 'log:view', tag: 'log',
  summary: 'Calls this server made to outside services (listing portals, VR, payment, telephony, file storage), newest first. The total is counted up to page.total_cap (LOG_TOTAL_CAP, 2,000), as the behaviour records\' is.',
  input: z.strictObject({ ...PageQuery, ...InterfaceFilters }),
  data: cappedPagedOf(InterfaceEntry),
});

export const interfaceExport = exportEndpoint({
  path: 'operate/inferface/export', access: 'log:export', tag: 'log',
  summary: 'The outside-service calls matching the filters, as an Excel file.',
  input: z.strictObject(InterfaceFilters),
  row: InterfaceEntry,
  filename: t('Interface records', '接口记录', 'Registros de interfaces', 'インターフェース記録'),
  columns: [
    { key: 'created_at', title: TIME, format: 'datetime', width: 18 },
    { key: 'service', title: t('Service', '服务', 'Servicio', 'サービス'), width: 14 },
    { key: 'method', title: t('Method', '方法', 'Método', 'メソッド'), width: 8 },
    { key: 'url', title: t('Address', '地址', 'Dirección', 'アドレス'), width: 40 },
    { key: 'status', title: t('Status', '状态', 'Estado', 'ステータス'), format: 'number', width: 8 },
    { key: 'duration_ms', title: t('Duration (ms)', '耗时（毫秒）', 'Duración (ms)', '所要時間（ms）'), format: 'number', width: 12 },
    { key: 'request', title: t('Request', '请求', 'Solicitud', 'リクエスト'), width: 40 },
    { key: 'response', title: t('Response', '响应', 'Respuesta', 'レスポンス'), width: 40 },
  ],
});

export const loginLocations = endpoint({
  method: 'GET', path: 'user/location', access: 'log:view', tag: 'log',
  summary: 'Where a person signed in from recently (address and device), newest first.',
  input: z.strictObject({ id: Id, limit: z.coerce.number().int().min(1).max(100).default(20) }),
  data: z.object({ list: z.array(z.object({ ip: z.string(), device: z.string(), created_at: z.number().int() })) }),
});

// Uncaught errors of the web app's production build (spec §9, error-log setting 'production'), as the browser
// reported them: the report's fields are capped so one report stays small.
export const FRONTEND_ERROR_LIMITS = { message: 500, stack: 4_000, page: 300, release: 64, agent: 300 } as const;
// The reports a client may send in a minute (the server refuses more with RATE_LIMITED), and the reports kept.
export const FRONTEND_ERROR_RATE = 10;
// Bytes of a report's JSON body: the fields at their caps, escaped, fit well within it.
export const FRONTEND_ERROR_BODY_MAX = 32 * 1024;
export const FRONTEND_ERROR_KEEP = { rows: 10_000, days: 30 } as const;

const FrontendErrorFilters = { ...Period, keyword: z.string().trim().max(64).optional() };

export const frontendErrorReport = endpoint({
  method: 'POST', path: 'log/frontend', access: 'public', tag: 'log', audit: false, bodyLimit: FRONTEND_ERROR_BODY_MAX,
  summary: `An uncaught error of the web app's production build: anyone may report (errors happen on the login page too); a valid session's person is noted. The same report from the same client within a minute is counted on the first rather than stored again; more than ${FRONTEND_ERROR_RATE} reports a minute from one client are refused (RATE_LIMITED). Not in the operation log: the report is itself a log record.`,
  beyondSpec: 'The spec sets the error log to \'production\' (§9) but lists no call that takes a front-end error; this one collects them for the admins\' list.',
  input: z.strictObject({
    message: z.string().trim().min(1).max(FRONTEND_ERROR_LIMITS.message),
    stack: z.string().max(FRONTEND_ERROR_LIMITS.stack).default(''),
    page: z.string().trim().max(FRONTEND_ERROR_LIMITS.page).default(''),
    release: z.string().trim().max(FRONTEND_ERROR_LIMITS.release).default(''),
    agent: z.string().trim().max(FRONTEND_ERROR_LIMITS.agent).default(''),
  }),
  data: z.object({ counted: z.boolean() }),
});

const FrontendErrorEntry = z.object({
  id: z.number().int(), message: z.string(), stack: z.string(), page: z.string(), release: z.string(), agent: z.string(),
  staff_id: z.number().int().nullable(), staff_name: z.string(), ip: z.string(),
  // Identical reports within a minute of the first.
  count: z.number().int(), created_at: z.number().int(),
});

export const frontendErrorList = endpoint({
  method: 'GET', path: 'log/frontend', access: 'log:view', tag: 'log',
  summary: `The web app's reported errors, newest first, by period and a keyword in the message or page. Kept for ${FRONTEND_ERROR_KEEP.days} days, the newest ${FRONTEND_ERROR_KEEP.rows.toLocaleString('en')} at most. Counted up to page.total_cap (LOG_TOTAL_CAP).`,
  beyondSpec: 'The admins\' list of the front-end errors reported with log/frontend; the spec lists no call for it.',
  input: z.strictObject({ ...PageQuery, ...FrontendErrorFilters }),
  data: cappedPagedOf(FrontendErrorEntry),
});
