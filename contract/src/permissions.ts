import type { Text } from './i18n.js';

// Data scope of a granted permission: which records a list or a read by id may reach.
// group = the caller's own department (team); district = every store of the caller's store's district.
export const DATA_SCOPES = ['self', 'group', 'store', 'district', 'company'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const DATA_SCOPE_LABELS: Record<DataScope, Text> = {
  self: { en: 'Own records', zh: '本人', es: 'Propios', ja: '本人' },
  group: { en: 'Own team', zh: '本组', es: 'Su equipo', ja: '所属チーム' },
  store: { en: 'Own store', zh: '本店', es: 'Su tienda', ja: '所属店舗' },
  district: { en: 'Own district', zh: '本片区', es: 'Su distrito', ja: '所属エリア' },
  company: { en: 'Whole company', zh: '全公司', es: 'Toda la empresa', ja: '全社' },
};

type PermissionInfo = {
  // The menu (route name) whose button list carries it in the permission editor and in user/info.
  menu: string;
  title: Text;
  // Whether a data scope applies (list and read permissions).
  scoped: boolean;
};

// Every permission an endpoint may declare. Later modules add theirs here.
export const PERMISSIONS = {
  'bind:list': {
    menu: 'EnterpriseSetuper', scoped: true,
    title: { en: 'View device bindings', zh: '查看设备绑定', es: 'Ver vínculos de dispositivos', ja: '端末登録を表示' },
  },
  'bind:operate': {
    menu: 'EnterpriseSetuper', scoped: true,
    title: { en: 'Approve and release devices', zh: '审核与解绑设备', es: 'Aprobar y liberar dispositivos', ja: '端末の承認と解除' },
  },
  'security:view': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'View security settings', zh: '查看安全设置', es: 'Ver ajustes de seguridad', ja: 'セキュリティ設定を表示' },
  },
  'security:edit': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'Change security settings', zh: '修改安全设置', es: 'Cambiar ajustes de seguridad', ja: 'セキュリティ設定を変更' },
  },
  'place:list': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'View allowed places', zh: '查看登录地点', es: 'Ver lugares permitidos', ja: '許可場所を表示' },
  },
  'place:edit': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'Edit allowed places', zh: '编辑登录地点', es: 'Editar lugares permitidos', ja: '許可場所を編集' },
  },
  'access:view': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'View role permissions', zh: '查看角色权限', es: 'Ver permisos de roles', ja: 'ロール権限を表示' },
  },
  'access:edit': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'Edit role permissions', zh: '编辑角色权限', es: 'Editar permisos de roles', ja: 'ロール権限を編集' },
  },
  'assess:examine': {
    menu: 'ProcessAssessment', scoped: true,
    title: { en: 'Examine assessments', zh: '考核审核', es: 'Revisar evaluaciones', ja: '評価の審査' },
  },
  'assess:view': {
    menu: 'ProcessAssessment', scoped: true,
    title: { en: 'View assessments', zh: '查看考核', es: 'Ver evaluaciones', ja: '評価を表示' },
  },
  'district:list': {
    menu: 'Department', scoped: false,
    title: { en: 'View districts', zh: '查看片区', es: 'Ver distritos', ja: 'エリアを表示' },
  },
  'district:edit': {
    menu: 'Department', scoped: false,
    title: { en: 'Edit districts', zh: '编辑片区', es: 'Editar distritos', ja: 'エリアを編集' },
  },
  'department:list': {
    menu: 'Department', scoped: false,
    title: { en: 'View departments', zh: '查看部门', es: 'Ver departamentos', ja: '部署を表示' },
  },
  'department:edit': {
    menu: 'Department', scoped: false,
    title: { en: 'Edit departments', zh: '编辑部门', es: 'Editar departamentos', ja: '部署を編集' },
  },
  'store:list': {
    menu: 'Store', scoped: true,
    title: { en: 'View stores', zh: '查看门店', es: 'Ver tiendas', ja: '店舗を表示' },
  },
  'store:edit': {
    menu: 'Store', scoped: false,
    title: { en: 'Edit stores', zh: '编辑门店', es: 'Editar tiendas', ja: '店舗を編集' },
  },
  'store:shift': {
    menu: 'Store', scoped: false,
    title: { en: 'Move staff between stores', zh: '门店调店', es: 'Trasladar personal entre tiendas', ja: '店舗間の異動' },
  },
  'role:list': {
    menu: 'Management', scoped: false,
    title: { en: 'View roles', zh: '查看角色', es: 'Ver roles', ja: 'ロールを表示' },
  },
  'position:list': {
    menu: 'Management', scoped: false,
    title: { en: 'View positions', zh: '查看职位', es: 'Ver puestos', ja: '役職を表示' },
  },
  'position:edit': {
    menu: 'Management', scoped: false,
    title: { en: 'Edit positions', zh: '编辑职位', es: 'Editar puestos', ja: '役職を編集' },
  },
  'staff:list': {
    menu: 'Management', scoped: true,
    title: { en: 'View staff', zh: '查看员工', es: 'Ver empleados', ja: '社員を表示' },
  },
  'staff:add': {
    menu: 'Management', scoped: false,
    title: { en: 'Add staff', zh: '新增员工', es: 'Añadir empleados', ja: '社員を追加' },
  },
  'staff:edit': {
    menu: 'Management', scoped: true,
    title: { en: 'Edit staff', zh: '编辑员工', es: 'Editar empleados', ja: '社員を編集' },
  },
  'staff:resign': {
    menu: 'Management', scoped: true,
    title: { en: 'Resign and rejoin staff', zh: '员工离职与复职', es: 'Bajas y reingresos', ja: '退職と復職' },
  },
  'staff:status': {
    menu: 'Management', scoped: true,
    title: { en: 'Disable and enable staff', zh: '禁用与启用员工', es: 'Deshabilitar y habilitar empleados', ja: '社員の無効化と有効化' },
  },
  'staff:resetpw': {
    menu: 'Management', scoped: true,
    title: { en: 'Reset passwords', zh: '重置密码', es: 'Restablecer contraseñas', ja: 'パスワードをリセット' },
  },
  'staff:points': {
    menu: 'Management', scoped: true,
    title: { en: 'Adjust points', zh: '调整积分', es: 'Ajustar puntos', ja: 'ポイントを調整' },
  },
  'blacklist:list': {
    menu: 'Blacklist', scoped: false,
    title: { en: 'View the blacklist', zh: '查看黑名单', es: 'Ver la lista negra', ja: 'ブラックリストを表示' },
  },
  'blacklist:edit': {
    menu: 'Blacklist', scoped: false,
    title: { en: 'Add to the blacklist', zh: '加入黑名单', es: 'Añadir a la lista negra', ja: 'ブラックリストに追加' },
  },
  'company:view': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'View company settings', zh: '查看企业信息', es: 'Ver datos de la empresa', ja: '企業情報を表示' },
  },
  'company:edit': {
    menu: 'EnterpriseSetuper', scoped: false,
    title: { en: 'Change company settings and modules', zh: '修改企业信息与模块', es: 'Cambiar datos y módulos de la empresa', ja: '企業情報とモジュールを変更' },
  },
  'log:view': {
    menu: 'Record', scoped: true,
    title: { en: 'View behaviour and interface logs', zh: '查看行为与接口记录', es: 'Ver registros de actividad e interfaces', ja: '行動・インターフェース記録を表示' },
  },
  'dictionary:list': {
    menu: 'RealEstateDictionary', scoped: false,
    title: { en: 'View the community dictionary', zh: '查看楼盘字典', es: 'Ver el diccionario de comunidades', ja: '物件辞書を表示' },
  },
  'dictionary:edit': {
    menu: 'RealEstateDictionary', scoped: false,
    title: { en: 'Edit the community dictionary', zh: '编辑楼盘字典', es: 'Editar el diccionario de comunidades', ja: '物件辞書を編集' },
  },
  'dictionary:finished': {
    menu: 'RealEstateDictionary', scoped: false,
    title: { en: 'Finish and change finished communities', zh: '完成及修改已完成楼盘', es: 'Cerrar y modificar comunidades cerradas', ja: '完成済み物件の確定と変更' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type PermissionCode = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

export function isPermissionCode(value: string): value is PermissionCode {
  return Object.hasOwn(PERMISSIONS, value);
}
