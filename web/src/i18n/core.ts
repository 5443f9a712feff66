import type { Lang } from '@brokerage/contract';
import { shellTexts } from '../shell/texts';

// The texts the app starts with: the login page's and the shell's (loading overlay, error pages), in the
// four languages. Every feature's texts (resources.ts) arrive with the signed-in area (i18n/features.ts),
// keeping the login page's download small (docs/performance.md).

// English is the reference: the other languages must have exactly its keys (checked by the type).
export const en = {
  app: {
    brand: 'Anju Realty',
    platform: 'Brokerage platform',
  },
  language: {
    label: 'Language',
  },
  login: {
    title: 'Sign in to your account',
    username: 'Username',
    password: 'Password',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    submit: 'Sign in',
  },
  bind: {
    title: 'This device is waiting for approval',
    description: 'Device binding is on: this device must be approved by an administrator before you can work on it.',
    request: 'Request approval',
    check: 'Check status',
    requested: 'Request sent, waiting for approval',
    none: 'No request has been sent from this device yet',
    pending: 'Still waiting for approval',
    rejected: 'The request was rejected: {{reason}}',
    released: 'This device was released, please request approval again',
    logout: 'Log out',
  },
  errors: {
    generic: 'Something went wrong',
  },
};

export type Messages = typeof en;

export const zh: Messages = {
  app: {
    brand: '安居房产',
    platform: '经纪业务平台',
  },
  language: {
    label: '语言',
  },
  login: {
    title: '账号登录',
    username: '账号',
    password: '密码',
    usernameRequired: '请输入账号',
    passwordRequired: '请输入密码',
    submit: '登录',
  },
  bind: {
    title: '当前设备等待审核',
    description: '已开启设备绑定：本设备需经管理员审核通过后才能使用。',
    request: '申请绑定',
    check: '查看审核状态',
    requested: '申请已提交，等待审核',
    none: '本设备尚未提交绑定申请',
    pending: '仍在等待审核',
    rejected: '申请被驳回：{{reason}}',
    released: '本设备已被解绑，请重新申请',
    logout: '退出登录',
  },
  errors: {
    generic: '出错了',
  },
};

export const es: Messages = {
  app: {
    brand: 'Anju Inmobiliaria',
    platform: 'Plataforma de corretaje',
  },
  language: {
    label: 'Idioma',
  },
  login: {
    title: 'Inicie sesión en su cuenta',
    username: 'Usuario',
    password: 'Contraseña',
    usernameRequired: 'Introduzca su usuario',
    passwordRequired: 'Introduzca su contraseña',
    submit: 'Iniciar sesión',
  },
  bind: {
    title: 'Este dispositivo está pendiente de aprobación',
    description: 'La vinculación de dispositivos está activada: un administrador debe aprobar este dispositivo antes de que pueda trabajar en él.',
    request: 'Solicitar aprobación',
    check: 'Comprobar estado',
    requested: 'Solicitud enviada, pendiente de aprobación',
    none: 'Aún no se ha enviado ninguna solicitud desde este dispositivo',
    pending: 'Sigue pendiente de aprobación',
    rejected: 'La solicitud fue rechazada: {{reason}}',
    released: 'Este dispositivo fue liberado, solicite la aprobación de nuevo',
    logout: 'Cerrar sesión',
  },
  errors: {
    generic: 'Algo salió mal',
  },
};

export const ja: Messages = {
  app: {
    brand: '安居不動産',
    platform: '仲介業務プラットフォーム',
  },
  language: {
    label: '言語',
  },
  login: {
    title: 'アカウントにログイン',
    username: 'ユーザー名',
    password: 'パスワード',
    usernameRequired: 'ユーザー名を入力してください',
    passwordRequired: 'パスワードを入力してください',
    submit: 'ログイン',
  },
  bind: {
    title: 'この端末は承認待ちです',
    description: '端末登録が有効です：この端末で作業するには管理者の承認が必要です。',
    request: '承認を申請',
    check: '状態を確認',
    requested: '申請しました。承認をお待ちください',
    none: 'この端末からはまだ申請していません',
    pending: 'まだ承認待ちです',
    rejected: '申請は却下されました：{{reason}}',
    released: 'この端末は解除されました。再度申請してください',
    logout: 'ログアウト',
  },
  errors: {
    generic: 'エラーが発生しました',
  },
};

// Names of the languages in themselves, so anyone can find their own in the switcher.
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  ja: '日本語',
};

const core = (lang: Lang, messages: Messages) => ({ translation: { ...messages, shell: shellTexts[lang] } });

export const CORE_RESOURCES = { en: core('en', en), zh: core('zh', zh), es: core('es', es), ja: core('ja', ja) };
