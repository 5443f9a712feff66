import type { Lang, Text } from './i18n.js';
import { format } from './i18n.js';

// How the web client treats a code (spec §8).
export type ClientHandling = 'success' | 'session' | 'target' | 'stale' | 'duplicate' | 'message';

type CodeInfo = {
  http: number;
  handling: ClientHandling;
  // What the code means precisely, for developers and the OpenAPI document.
  meaning: string;
  message: Text;
};

// The catalogue. Numbers fixed by the spec keep their numbers; each session/authentication code names
// exactly one cause so logs and support can tell them apart. Our own codes are <http status><3 digits>.
export const ERRORS = {
  OK: {
    code: '200000', http: 200, handling: 'success', meaning: 'Success.',
    message: { en: 'Success', zh: '成功', es: 'Éxito', ja: '成功' },
  },
  NO_TOKEN: {
    code: '500001', http: 401, handling: 'session', meaning: 'The request carries no bearer token.',
    message: { en: 'Please log in', zh: '请先登录', es: 'Inicie sesión', ja: 'ログインしてください' },
  },
  UNKNOWN_TOKEN: {
    code: '500002', http: 401, handling: 'session', meaning: 'The bearer token matches no session.',
    message: { en: 'Your session is not valid, please log in again', zh: '登录状态无效，请重新登录', es: 'Su sesión no es válida, inicie sesión de nuevo', ja: 'セッションが無効です。再度ログインしてください' },
  },
  SESSION_IDLE: {
    code: '500003', http: 401, handling: 'session', meaning: 'The session was idle longer than the idle limit of the security settings.',
    message: { en: 'You were away too long, please log in again', zh: '长时间未操作，请重新登录', es: 'Estuvo inactivo demasiado tiempo, inicie sesión de nuevo', ja: '一定時間操作がなかったため、再度ログインしてください' },
  },
  SESSION_EXPIRED: {
    code: '500004', http: 401, handling: 'session', meaning: 'The session passed its absolute lifetime.',
    message: { en: 'Your session has expired, please log in again', zh: '登录已过期，请重新登录', es: 'Su sesión ha caducado, inicie sesión de nuevo', ja: 'セッションの有効期限が切れました。再度ログインしてください' },
  },
  LOGGED_OUT: {
    code: '500005', http: 401, handling: 'session', meaning: 'The session was ended by logging out.',
    message: { en: 'You have logged out', zh: '您已退出登录', es: 'Ha cerrado la sesión', ja: 'ログアウトしました' },
  },
  PASSWORD_CHANGED: {
    code: '500006', http: 401, handling: 'session', meaning: 'The session was revoked because the account password changed.',
    message: { en: 'Your password was changed, please log in again', zh: '密码已修改，请重新登录', es: 'Su contraseña cambió, inicie sesión de nuevo', ja: 'パスワードが変更されました。再度ログインしてください' },
  },
  ACCOUNT_DISABLED: {
    code: '500007', http: 401, handling: 'session', meaning: 'The account is disabled (禁用); it may not log in and its sessions are revoked.',
    message: { en: 'This account is disabled', zh: '账号已被禁用', es: 'Esta cuenta está deshabilitada', ja: 'このアカウントは無効化されています' },
  },
  ACCOUNT_RESIGNED: {
    code: '500010', http: 401, handling: 'session', meaning: 'The account belongs to a person who resigned (离职).',
    message: { en: 'This account has left the company', zh: '账号已离职', es: 'Esta cuenta ya no pertenece a la empresa', ja: 'このアカウントは退職済みです' },
  },
  ACCOUNT_LOCKED: {
    code: '500011', http: 401, handling: 'session', meaning: 'Too many failed logins for this account from this address, for this account, or from this address; data.retry_after says how many seconds remain.',
    message: { en: 'Too many failed attempts, try again in {minutes} minutes', zh: '登录失败次数过多，请 {minutes} 分钟后再试', es: 'Demasiados intentos fallidos, inténtelo de nuevo en {minutes} minutos', ja: 'ログイン失敗が多すぎます。{minutes} 分後に再試行してください' },
  },
  SESSION_REVOKED: {
    code: '500012', http: 401, handling: 'session', meaning: 'An administrator revoked the session (device binding released, account changed).',
    message: { en: 'Your session was ended by an administrator', zh: '登录已被管理员终止', es: 'Un administrador cerró su sesión', ja: '管理者によりセッションが終了されました' },
  },
  DEVICE_NOT_APPROVED: {
    code: '601006', http: 401, handling: 'session', meaning: 'Device binding is on and this session\'s machine is not approved; only the bind calls work.',
    message: { en: 'This device is not approved yet', zh: '当前设备尚未绑定审核通过', es: 'Este dispositivo aún no está aprobado', ja: 'この端末はまだ承認されていません' },
  },
  PLACE_NOT_ALLOWED: {
    code: '601007', http: 401, handling: 'session', meaning: 'Allowed places are on and the caller\'s address is in none of them.',
    message: { en: 'Login is not allowed from this place', zh: '当前地点不允许登录', es: 'No se permite iniciar sesión desde este lugar', ja: 'この場所からのログインは許可されていません' },
  },
  BAD_CREDENTIALS: {
    code: '601008', http: 401, handling: 'session', meaning: 'Unknown username or wrong password (deliberately not told apart).',
    message: { en: 'Wrong username or password', zh: '用户名或密码错误', es: 'Usuario o contraseña incorrectos', ja: 'ユーザー名またはパスワードが違います' },
  },
  TARGET_NOT_SET: {
    code: '600036', http: 403, handling: 'target', meaning: 'The caller must set this month\'s target before using this call.',
    message: { en: 'Please set your monthly target first', zh: '请先设置本月目标', es: 'Primero establezca su objetivo mensual', ja: '先に今月の目標を設定してください' },
  },
  DUPLICATE: {
    code: '601020', http: 409, handling: 'duplicate', meaning: 'A record with the same identity exists (house at the same door, customer with the same phone); data lists the matches.',
    message: { en: 'A duplicate record exists', zh: '存在重复记录', es: 'Existe un registro duplicado', ja: '重複するデータがあります' },
  },
  STALE: {
    code: '602144', http: 409, handling: 'stale', meaning: 'Optimistic concurrency: the record changed since it was read (version mismatch); nothing was written.',
    message: { en: 'The record was changed by someone else', zh: '数据已被他人修改', es: 'Otra persona modificó el registro', ja: 'データは他の人によって変更されました' },
  },
  VALIDATION: {
    code: '400001', http: 400, handling: 'message', meaning: 'The input failed the contract schema; data.fields maps each field path to its message.',
    message: { en: 'Invalid input: {detail}', zh: '参数错误：{detail}', es: 'Datos no válidos: {detail}', ja: '入力が正しくありません：{detail}' },
  },
  WRONG_PASSWORD: {
    code: '400002', http: 400, handling: 'message', meaning: 'The old password given to change a password does not match.',
    message: { en: 'The old password is wrong', zh: '原密码错误', es: 'La contraseña anterior es incorrecta', ja: '現在のパスワードが違います' },
  },
  BAD_REQUEST: {
    code: '400003', http: 400, handling: 'message', meaning: 'The input is well-formed but not acceptable for this record (the message says why).',
    message: { en: 'The request cannot be accepted: {detail}', zh: '请求无法处理：{detail}', es: 'No se puede aceptar la solicitud: {detail}', ja: 'リクエストを処理できません：{detail}' },
  },
  EXPORT_TOO_LARGE: {
    code: '400004', http: 400, handling: 'message', meaning: 'More rows match than one Excel export may hold (EXPORT_MAX_ROWS); nothing was exported.',
    message: { en: 'At most {max} rows can be exported at once: narrow the filters', zh: '单次最多导出{max}条，请缩小筛选范围', es: 'Se pueden exportar como máximo {max} filas a la vez: acote los filtros', ja: '一度に出力できるのは最大{max}件です。条件を絞り込んでください' },
  },
  PERMISSION_DENIED: {
    code: '403001', http: 403, handling: 'message', meaning: 'The caller\'s role lacks the permission the endpoint declares.',
    message: { en: 'You do not have permission for this action', zh: '没有权限执行此操作', es: 'No tiene permiso para esta acción', ja: 'この操作の権限がありません' },
  },
  PASSWORD_CHANGE_REQUIRED: {
    code: '403002', http: 403, handling: 'message', meaning: 'The account signed in with a one-time password: it must change it (user/password) before any other call.',
    message: { en: 'Please change your one-time password first', zh: '请先修改初始密码', es: 'Primero cambie su contraseña provisional', ja: '先に仮パスワードを変更してください' },
  },
  NOT_APPROVER: {
    code: '403003', http: 403, handling: 'message', meaning: 'approve/operate by someone who may not take this action: approve, reject and transfer belong to the current step\'s approvers, withdraw and note to the applicant.',
    message: { en: 'You cannot take this action on this approval', zh: '您不能对该审批执行此操作', es: 'No puede realizar esta acción en esta aprobación', ja: 'この承認に対してこの操作はできません' },
  },
  NOT_FOUND: {
    code: '404001', http: 404, handling: 'message', meaning: 'The record does not exist or is outside the caller\'s data scope.',
    message: { en: 'The record does not exist', zh: '数据不存在', es: 'El registro no existe', ja: 'データが存在しません' },
  },
  ROUTE_NOT_FOUND: {
    code: '404002', http: 404, handling: 'message', meaning: 'No endpoint has this method and path.',
    message: { en: 'No such interface', zh: '接口不存在', es: 'No existe esa interfaz', ja: 'そのAPIは存在しません' },
  },
  TRANSITION_NOT_ALLOWED: {
    code: '409001', http: 409, handling: 'message', meaning: 'The record\'s current state does not allow this change.',
    message: { en: 'This change is not allowed in the current state: {detail}', zh: '当前状态不允许此操作：{detail}', es: 'El estado actual no permite este cambio: {detail}', ja: '現在の状態ではこの操作はできません：{detail}' },
  },
  CONFLICT: {
    code: '409002', http: 409, handling: 'message', meaning: 'The change would break a uniqueness rule (for example a name used twice under one parent).',
    message: { en: 'Already exists: {detail}', zh: '已存在：{detail}', es: 'Ya existe: {detail}', ja: '既に存在します：{detail}' },
  },
  IN_USE: {
    code: '409003', http: 409, handling: 'message', meaning: 'The record still has dependants (children, people, houses) and cannot be removed.',
    message: { en: 'Still in use: {detail}', zh: '仍在使用中：{detail}', es: 'Todavía en uso: {detail}', ja: '使用中です：{detail}' },
  },
  APPROVAL_OPEN: {
    code: '409004', http: 409, handling: 'message', meaning: 'The record already has an approval in progress; a second request waits until it ends. data.approval_id names it.',
    message: { en: 'This record already has an approval in progress', zh: '该记录已有审批中的申请', es: 'Este registro ya tiene una aprobación en curso', ja: 'この記録には審査中の申請があります' },
  },
  FOLLOWUP_REQUIRED: {
    code: '409005', http: 409, handling: 'message',
    meaning: 'phone/view while the company requires a follow-up after each owner phone revealed (phone_view_followup_required): the caller has not written a valid follow-up on the house of the phone they last revealed since revealing it; the message names that house, data.house_id is its id. Nothing was revealed or counted.',
    message: { en: 'Write a follow-up first: {detail}', zh: '请先写跟进：{detail}', es: 'Escriba antes un seguimiento: {detail}', ja: '先にフォローを入力してください：{detail}' },
  },
  PAYLOAD_TOO_LARGE: {
    code: '413001', http: 413, handling: 'message', meaning: 'The request body or upload exceeds its size limit.',
    message: { en: 'The request is too large', zh: '请求内容过大', es: 'La solicitud es demasiado grande', ja: 'リクエストが大きすぎます' },
  },
  QUOTA_EXCEEDED: {
    code: '429001', http: 429, handling: 'message', meaning: 'A counted allowance (phone views, exports, private-pool cap) is used up for the period.',
    message: { en: 'Quota used up: {detail}', zh: '已超出限额：{detail}', es: 'Cupo agotado: {detail}', ja: '上限に達しました：{detail}' },
  },
  RATE_LIMITED: {
    code: '429002', http: 429, handling: 'message', meaning: 'Too many requests in a short time.',
    message: { en: 'Too many requests, please slow down', zh: '请求过于频繁，请稍后再试', es: 'Demasiadas solicitudes, espere un momento', ja: 'リクエストが多すぎます。しばらくしてから再試行してください' },
  },
  CLAIM_CAP_REACHED: {
    code: '429003', http: 429, handling: 'message',
    meaning: 'The caller made the company\'s daily number of claims from a public pool today (pool_claim_daily_cap, per person and company day, houses and customers counted apart; a claim waiting for approval counts); data.claims_today and data.daily_cap say how many. Nothing was written.',
    message: { en: 'Daily claim limit reached: {detail}', zh: '今日领取已达上限：{detail}', es: 'Límite diario de tomas alcanzado: {detail}', ja: '本日の取得上限に達しました：{detail}' },
  },
  FOLLOWUP_TOO_SOON: {
    code: '429004', http: 429, handling: 'message',
    meaning: 'The caller wrote a follow-up on the same house, new-house project or customer less than the company\'s minimum gap ago (followup_min_gap_minutes); the message says from when the next one is accepted, data.next_at as epoch seconds. Nothing was written.',
    message: { en: 'Too soon for another follow-up: {detail}', zh: '跟进过于频繁：{detail}', es: 'Demasiado pronto para otro seguimiento: {detail}', ja: 'フォローの間隔が短すぎます：{detail}' },
  },
  SERVICE_UNAVAILABLE: {
    code: '503001', http: 503, handling: 'message',
    meaning: 'An outside service (VR, listing portals, payments) failed: no answer, a timeout, a server error or an answer that cannot be read. The message names the service; the call is kept in the interface log and nothing was written.',
    message: { en: 'An outside service is unavailable: {detail}', zh: '外部服务暂不可用：{detail}', es: 'Un servicio externo no está disponible: {detail}', ja: '外部サービスが利用できません：{detail}' },
  },
  INTERNAL: {
    code: '500000', http: 500, handling: 'message', meaning: 'An unexpected server error; details are in the server log, never in the response.',
    message: { en: 'Server error, please try again later', zh: '服务器错误，请稍后再试', es: 'Error del servidor, inténtelo más tarde', ja: 'サーバーエラーです。しばらくしてから再試行してください' },
  },
} as const satisfies Record<string, CodeInfo & { code: string }>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

const byCode = new Map<string, CodeInfo & { code: string; key: ErrorKey }>(
  (Object.keys(ERRORS) as ErrorKey[]).map((key) => [ERRORS[key].code, { ...ERRORS[key], key }]),
);

export function errorByCode(code: string) {
  return byCode.get(code);
}

export function errorMessage(key: ErrorKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(ERRORS[key].message[lang], params);
}

// The spec's session/authentication class: the client logs out on any of them.
export const SESSION_CODES: readonly string[] = [...byCode.values()]
  .filter((info) => info.handling === 'session')
  .map((info) => info.code);
