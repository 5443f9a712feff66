import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Id, PageQuery } from './validators.js';

// Virtual tours (VR): the company buys packages of VR shoots from a VR service; staff who shoot hold an account there
// (a VR user); a shooting task on a house takes one shoot from a package, and when the photographer has shot it the
// service calls back with the tour, which the house's detail shows and the listing portals carry. The service is an
// adapter chosen by configuration (VR_PROVIDER); the built-in sandbox serves its own camera and tour pages.

const t = text;
const tag = 'vr';

export const VR_USER_STATUSES = ['active', 'disabled'] as const;
export const VrUserStatus = z.enum(VR_USER_STATUSES);
export type VrUserStatus = z.infer<typeof VrUserStatus>;
export const VR_USER_STATUS_LABELS: Record<VrUserStatus, Text> = {
  active: t('Active', '启用', 'Activa', '有効'),
  disabled: t('Disabled', '已停用', 'Desactivada', '停止中'),
};

export const VR_TASK_STATES = ['shooting', 'done', 'failed'] as const;
export const VrTaskState = z.enum(VR_TASK_STATES);
export type VrTaskState = z.infer<typeof VrTaskState>;
export const VR_TASK_STATE_LABELS: Record<VrTaskState, Text> = {
  shooting: t('Shooting', '拍摄中', 'En rodaje', '撮影中'),
  done: t('Done', '已完成', 'Terminada', '完了'),
  failed: t('Failed', '失败', 'Fallida', '失敗'),
};

export const VR_RULE_TEXTS = {
  staffInactive: t('{name} has left or is disabled and cannot get a VR account', '{name}已离职或被禁用，不能开通VR账号',
    '{name} se ha dado de baja o está deshabilitado y no puede tener cuenta VR', '{name}は退職済みまたは無効のため、VRアカウントを開設できません'),
  alreadyActive: t('{name} already has an active VR account', '{name}的VR账号已启用', '{name} ya tiene una cuenta VR activa', '{name}のVRアカウントは既に有効です'),
  alreadyDisabled: t('this VR account is already disabled', '该VR账号已停用', 'esta cuenta VR ya está desactivada', 'このVRアカウントは既に停止しています'),
  userDisabled: t('the VR account of {name} is disabled', '{name}的VR账号已停用', 'la cuenta VR de {name} está desactivada', '{name}のVRアカウントは停止中です'),
  openTask: t('this house already has a VR shoot in progress', '该房源已有进行中的VR拍摄任务', 'este inmueble ya tiene una sesión VR en curso', 'この物件には進行中のVR撮影があります'),
  houseClosed: t('the house is deleted', '房源已删除', 'el inmueble está eliminado', '物件は削除されています'),
  // A house holding a shoot is not deleted or ended: the platform cannot cancel a shoot at the VR service.
  houseShooting: t('the house has a VR shoot in progress (task {ref}, photographer {name}): have the photographer finish it or give it up in the VR camera app first',
    '房源有进行中的VR拍摄（任务{ref}，摄影师{name}）：请先让摄影师在VR拍摄App中完成或放弃拍摄',
    'el inmueble tiene una sesión VR en curso (tarea {ref}, fotógrafo {name}): pida primero al fotógrafo que la termine o la abandone en la app de cámara VR',
    '物件に進行中のVR撮影があります（タスク{ref}、撮影者{name}）。先に撮影者にVR撮影アプリで撮影を完了または中止してもらってください'),
  // An order waiting on the VR service holds the house too: the service takes the shoot before the platform records it.
  houseOrdering: t('a VR shoot is being ordered for the house: wait for the order to finish, then have the photographer finish or give up the shoot first',
    '房源正在下单VR拍摄：请等待下单完成，再先让摄影师完成或放弃拍摄',
    'se está encargando una sesión VR para el inmueble: espere a que termine el encargo y pida después al fotógrafo que termine o abandone la sesión',
    '物件のVR撮影を依頼中です。依頼の完了を待ってから、先に撮影者に撮影を完了または中止してもらってください'),
  houseOffMarket: t('the house is {status}: a VR shoot is ordered only for a house on the market', '房源状态为{status}：只有在市场上的房源可以下VR拍摄任务',
    'el inmueble está en estado {status}: solo se encarga una sesión VR para un inmueble en el mercado', '物件は{status}です。VR撮影は市場に出ている物件にのみ依頼できます'),
  noShoots: t('no VR shoots are left in the company\'s packages: buy a new package from the VR service', '公司的VR套餐已无剩余拍摄次数，请向VR服务商购买新套餐',
    'no quedan sesiones VR en los paquetes de la empresa: compre un paquete nuevo al servicio VR', '会社のVRパッケージに残りの撮影回数がありません。VRサービスで新しいパッケージを購入してください'),
} as const satisfies Record<string, Text>;
export type VrRule = keyof typeof VR_RULE_TEXTS;

export function vrRuleText(rule: VrRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(VR_RULE_TEXTS[rule][lang], params);
}

export const VrUser = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  mobile: z.string(),
  store_id: z.number().int().nullable(),
  store_name: z.string(),
  status: VrUserStatus,
  // The account's id at the VR service.
  provider_user_id: z.string(),
  created_by_name: z.string(),
  created_at: z.number().int(),
  disabled_at: z.number().int().nullable(),
  tasks_open: z.number().int(),
  tasks_done: z.number().int(),
});
export type VrUser = z.infer<typeof VrUser>;

// A package as the VR service reports it.
export const VrPackage = z.object({
  ref: z.string(),
  name: z.string(),
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  expires_at: z.number().int(),
  expired: z.union([z.literal(0), z.literal(1)]),
});
export type VrPackage = z.infer<typeof VrPackage>;

// A VR user's shoots from one package: done, still being shot, failed.
export const VrUserPackage = z.object({
  package_ref: z.string(),
  package_name: z.string(),
  done: z.number().int(),
  open: z.number().int(),
  failed: z.number().int(),
});
export type VrUserPackage = z.infer<typeof VrUserPackage>;

export const VrTask = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  vr_user_id: z.number().int(),
  // The photographer.
  staff_id: z.number().int(),
  staff_name: z.string(),
  package_ref: z.string(),
  package_name: z.string(),
  provider: z.string(),
  // The task at the VR service.
  provider_ref: z.string(),
  state: VrTaskState,
  // Where the photographer shoots it (the service's camera app; the sandbox's camera page).
  shoot_url: z.string(),
  // The finished tour ('' until done).
  tour_url: z.string(),
  created_by_name: z.string(),
  created_at: z.number().int(),
  done_at: z.number().int().nullable(),
});
export type VrTask = z.infer<typeof VrTask>;

// A VR user who can take a new task, for picking the photographer.
export const VrPhotographer = z.object({ id: z.number().int(), staff_name: z.string(), store_name: z.string() });

export const vrUsers = endpoint({
  method: 'GET', path: 'vr/users', access: 'vr:manage', tag,
  summary: 'The VR accounts of staff within the caller\'s scope, newest first, by keyword (name or phone), status and store, with each one\'s open and done tasks; paged.',
  input: z.strictObject({
    ...PageQuery,
    keyword: z.string().trim().max(50).optional(),
    status: VrUserStatus.optional(),
    store_id: Id.optional(),
  }),
  data: pagedOf(VrUser),
});

export const vrUserPackage = endpoint({
  method: 'GET', path: 'vr/userpackage', access: 'vr:manage', tag,
  summary: 'A VR user (by id, or by staff_id) within the caller\'s scope and their use of the company\'s packages: per package the shoots done, being shot and failed; paged.',
  input: z.strictObject({ ...PageQuery, id: Id.optional(), staff_id: Id.optional() })
    .refine((v) => (v.id === undefined) !== (v.staff_id === undefined), { message: 'give id or staff_id', path: ['id'] }),
  data: pagedOf(VrUserPackage).extend({ user: VrUser }),
});

export const vrPackages = endpoint({
  method: 'GET', path: 'vr/packages', access: 'vr:manage', tag,
  summary: 'The company\'s packages of VR shoots as the VR service reports them: name, shoots in all, used and left, expiry; soonest expiry first; paged.',
  input: z.strictObject({ ...PageQuery }),
  data: pagedOf(VrPackage),
});

export const vrAddUser = endpoint({
  method: 'POST', path: 'vr/adduser', access: 'vr:manage', tag,
  summary: 'Opens a VR account at the VR service for an active staff member within the caller\'s scope; a disabled account of theirs is enabled again (one account per person).',
  input: z.strictObject({ staff_id: Id }),
  data: VrUser,
});

export const vrDisableUser = endpoint({
  method: 'POST', path: 'vr/disableuser', access: 'vr:manage', tag,
  summary: 'Disables a VR account within the caller\'s scope at the VR service: it takes no new tasks; its tasks being shot stay.',
  input: z.strictObject({ id: Id }),
  data: VrUser,
});

export const vrCreateTask = endpoint({
  method: 'POST', path: 'vr/createtask', access: 'vr:task', tag,
  summary: 'A VR shooting task on a house the caller may see, for an active VR user: the VR service takes one shoot from a package with shoots left. One task being shot per house at a time.',
  input: z.strictObject({ house_id: Id, vr_user_id: Id }),
  data: VrTask,
});

export const vrTasks = endpoint({
  method: 'GET', path: 'vr/tasks', access: 'vr:task', tag,
  summary: 'A house\'s VR tasks (the caller may see the house), newest first, with their state, photographer and tour; and the active VR users to pick a photographer from; paged.',
  input: z.strictObject({ ...PageQuery, house_id: Id }),
  data: pagedOf(VrTask).extend({ photographers: z.array(VrPhotographer) }),
  beyondSpec: 'The spec lets a task be created (vr/createtask) but has no call reading a house\'s tasks and their tours.',
});
