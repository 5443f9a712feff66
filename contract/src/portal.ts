import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HouseStatus } from './enums.js';
import { Id } from './validators.js';

// Listing portals (房源推广): a house is pushed to external listing portals, each keeping its own state for it: 审核中
// (pending) while the portal reviews it, 已上线 (online), 已驳回 (rejected, with the portal's reason) or 已下架 (offline:
// withdrawn by staff, or by the server once the house is no longer 有效). Two portals also take the house's VR tour.
// The portals are reached through an adapter chosen by configuration (PORTAL_PROVIDER); the built-in sandbox reviews
// listings by fixed rules (docs/api/portal.md).

const t = text;

export const PORTALS = ['anjuke', 'wuba', 'xingfuli'] as const;
export const Portal = z.enum(PORTALS);
export type Portal = z.infer<typeof Portal>;
// Brand names, as each portal writes itself in that language.
export const PORTAL_LABELS: Record<Portal, Text> = {
  anjuke: t('Anjuke', '安居客', 'Anjuke', '安居客'),
  wuba: t('58.com', '58同城', '58.com', '58同城'),
  xingfuli: t('Xingfuli', '幸福里', 'Xingfuli', '幸福里'),
};
// The portals that take a VR tour (sync/{portal}/vr).
export const VR_PORTALS: readonly Portal[] = ['anjuke', 'wuba'];
// The portal that reports a rejection without its reason, which sync/get_xingfuli_reason asks for.
export const REASON_PORTAL: Portal = 'xingfuli';

export const PORTAL_STATES = ['pending', 'online', 'rejected', 'offline'] as const;
export const PortalState = z.enum(PORTAL_STATES);
export type PortalState = z.infer<typeof PortalState>;
export const PORTAL_STATE_LABELS: Record<PortalState, Text> = {
  pending: t('In review', '审核中', 'En revisión', '審査中'),
  online: t('Online', '已上线', 'Publicado', '掲載中'),
  rejected: t('Rejected', '已驳回', 'Rechazado', '却下'),
  offline: t('Withdrawn', '已下架', 'Retirado', '掲載終了'),
};
// A portal the house was never pushed to.
export const PORTAL_NOT_PUSHED: Text = t('Not pushed', '未推送', 'Sin publicar', '未掲載');
// States in which the listing shows or may show on the portal: the job withdraws these once the house is not 有效.
export const PORTAL_LIVE_STATES: readonly PortalState[] = ['pending', 'online'];

// A pending listing is asked about at most this often, by the job or by a read of the house's listings.
export const PORTAL_CHECK_SECONDS = 10;

export const PORTAL_RULE_TEXTS = {
  houseNotAvailable: t('only an available (有效) house can be pushed; this one is {status}', '只有有效房源可以推送，该房源当前为{status}',
    'solo un inmueble disponible (有效) se puede publicar; este está {status}', '有効な物件のみ掲載できます（この物件は{status}）'),
  notListed: t('the house is not listed on {portal}', '该房源未在{portal}上架', 'el inmueble no está publicado en {portal}', 'この物件は{portal}に掲載されていません'),
  noVr: t('{portal} takes no VR tours; only {portals} do', '{portal}不支持VR同步，仅{portals}支持', '{portal} no admite visitas VR; solo {portals}',
    '{portal}はVR連携に対応していません（対応：{portals}）'),
  vrNotOnline: t('the listing must be online on {portal} to sync its VR tour; it is {state}', '房源须在{portal}已上线才能同步VR，当前为{state}',
    'el anuncio debe estar publicado en {portal} para sincronizar su visita VR; está {state}', 'VRを連携するには{portal}で掲載中である必要があります（現在：{state}）'),
  noTour: t('the house has no finished VR tour yet', '该房源还没有已完成的VR', 'el inmueble aún no tiene una visita VR terminada', 'この物件には完成したVRがまだありません'),
  notRejected: t('the listing on {portal} is not rejected; it is {state}', '该房源在{portal}未被驳回，当前为{state}',
    'el anuncio en {portal} no está rechazado; está {state}', '{portal}の掲載は却下されていません（現在：{state}）'),
  withdrawnForStatus: t('withdrawn by the system: the house is {status}', '房源已{status}，系统自动下架', 'retirado por el sistema: el inmueble está {status}',
    '物件が{status}のためシステムが掲載終了'),
} as const satisfies Record<string, Text>;
export type PortalRule = keyof typeof PORTAL_RULE_TEXTS;

export function portalRuleText(rule: PortalRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(PORTAL_RULE_TEXTS[rule][lang], params);
}

export const PortalListing = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  portal: Portal,
  state: PortalState,
  // The portal's rejection reason, or why staff withdrew it; '' when none is known (xingfuli's until asked for).
  reason: z.string(),
  // The house status that made the server withdraw it (the house was sold, 封盘, 无效…); null otherwise.
  withdrawn_for: HouseStatus.nullable(),
  // The portal's reference of the listing.
  ref: z.string(),
  pushed_by: z.number().int().nullable(),
  pushed_by_name: z.string(),
  pushed_at: z.number().int(),
  // When the portal was last asked about the review; null until it is.
  checked_at: z.number().int().nullable(),
  // When the state last changed.
  state_at: z.number().int(),
  // The VR tour last synced to the portal, and when.
  vr_task_id: z.number().int().nullable(),
  vr_synced_at: z.number().int().nullable(),
  updated_at: z.number().int(),
});
export type PortalListing = z.infer<typeof PortalListing>;

export const PortalTour = z.object({ task_id: z.number().int(), tour_url: z.string(), done_at: z.number().int() });
export type PortalTour = z.infer<typeof PortalTour>;

const PortalParams = z.strictObject({ portal: Portal });
const tag = 'house';

export const syncList = endpoint({
  method: 'GET', path: 'sync/list', access: 'portal:push', tag,
  summary: 'A house\'s listings on the portals (one per portal it was ever pushed to) and its latest finished VR tour, for a house within the caller\'s portal:push scope. Pending listings not asked about for 10 s are first checked with the portal.',
  input: z.strictObject({ house_id: Id }),
  data: z.object({ house_id: z.number().int(), tour: PortalTour.nullable(), list: z.array(PortalListing) }),
  beyondSpec: 'The spec lists pushing, withdrawing, the VR sync and the rejection reason, but no call that reads a house\'s listings and their states, which the portal tab of the house detail shows.',
});

export const syncPush = endpoint({
  method: 'POST', path: 'sync/{portal}/push', access: 'portal:push', tag, params: PortalParams,
  summary: 'Pushes an available (有效) house within the caller\'s portal:push scope to a portal (anjuke, wuba or xingfuli): title, kind, price or rent, area, layout, community and district, remarks and its pictures (not the certificates). A new, rejected or withdrawn listing, or one pushed again while pending or online (an update), is pending until the portal has reviewed it. 409001 for a house not 有效.',
  input: z.strictObject({ house_id: Id }),
  data: PortalListing,
});

export const syncDelete = endpoint({
  method: 'POST', path: 'sync/{portal}/delete', access: 'portal:push', tag, params: PortalParams,
  summary: 'Withdraws a house\'s listing from a portal (it becomes 已下架), with an optional reason, for a house within the caller\'s portal:push scope; 409001 when nothing of the house is on that portal.',
  input: z.strictObject({ house_id: Id, reason: z.string().trim().max(200).default('') }),
  data: PortalListing,
});

export const syncVr = endpoint({
  method: 'POST', path: 'sync/{portal}/vr', access: 'portal:push', tag, params: PortalParams,
  summary: 'Sends the house\'s latest finished VR tour to a portal that takes tours (anjuke, wuba; xingfuli is refused with 400003), for a house within the caller\'s portal:push scope whose listing there is online (409001 otherwise); 400003 when the house has no finished tour.',
  input: z.strictObject({ house_id: Id }),
  data: PortalListing,
});

export const syncXingfuliReason = endpoint({
  method: 'POST', path: 'sync/get_xingfuli_reason', access: 'portal:push', tag,
  summary: 'Asks xingfuli (which reports a rejection without its reason) why it rejected the house\'s listing, and keeps the reason on the listing; for a house within the caller\'s portal:push scope whose xingfuli listing is rejected (409001 otherwise).',
  input: z.strictObject({ house_id: Id }),
  data: PortalListing,
});
