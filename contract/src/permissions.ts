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
  'staff:export': {
    menu: 'Management', scoped: true,
    title: { en: 'Export staff to Excel', zh: '导出员工', es: 'Exportar empleados a Excel', ja: '社員をExcel出力' },
  },
  'vr:manage': {
    menu: 'Management', scoped: true,
    title: { en: 'Manage VR accounts and view VR packages', zh: '管理VR账号与查看VR套餐', es: 'Gestionar cuentas VR y ver paquetes VR', ja: 'VRアカウントの管理とVRパッケージの表示' },
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
  'log:export': {
    menu: 'Record', scoped: true,
    title: { en: 'Export logs to Excel', zh: '导出行为与接口记录', es: 'Exportar registros a Excel', ja: '記録をExcel出力' },
  },
  'dictionary:list': {
    menu: 'RealEstateDictionary', scoped: false,
    title: { en: 'View the community dictionary', zh: '查看楼盘字典', es: 'Ver el diccionario de comunidades', ja: '物件辞書を表示' },
  },
  'dictionary:edit': {
    menu: 'RealEstateDictionary', scoped: false,
    title: { en: 'Edit the community dictionary', zh: '编辑楼盘字典', es: 'Editar el diccionario de comunidades', ja: '物件辞書を編集' },
  },
  'dictionary:export': {
    menu: 'RealEstateDictionary', scoped: false,
    title: { en: 'Export the community dictionary to Excel', zh: '导出楼盘字典', es: 'Exportar el diccionario de comunidades a Excel', ja: '物件辞書をExcel出力' },
  },
  'dictionary:finished': {
    menu: 'RealEstateDictionary', scoped: false,
    title: { en: 'Finish and change finished communities', zh: '完成及修改已完成楼盘', es: 'Cerrar y modificar comunidades cerradas', ja: '完成済み物件の確定と変更' },
  },
  'school:list': {
    menu: 'School', scoped: false,
    title: { en: 'View school districts', zh: '查看学区', es: 'Ver distritos escolares', ja: '学区を表示' },
  },
  'school:edit': {
    menu: 'School', scoped: false,
    title: { en: 'Edit school districts and their buildings', zh: '编辑学区及学区楼栋', es: 'Editar distritos escolares y sus edificios', ja: '学区と対象棟を編集' },
  },
  'school:export': {
    menu: 'School', scoped: false,
    title: { en: 'Export school districts to Excel', zh: '导出学区', es: 'Exportar distritos escolares a Excel', ja: '学区をExcel出力' },
  },
  'label:edit': {
    menu: 'OperateArea', scoped: false,
    title: { en: 'Add, change and disable tags', zh: '新增、修改与停用标签', es: 'Añadir, cambiar y desactivar etiquetas', ja: 'タグの追加・変更・無効化' },
  },
  'label:export': {
    menu: 'OperateArea', scoped: false,
    title: { en: 'Export labels to Excel', zh: '导出标签', es: 'Exportar etiquetas a Excel', ja: 'タグをExcel出力' },
  },
  'zone:list': {
    menu: 'DutyManage', scoped: false,
    title: { en: 'View duty zones', zh: '查看责任盘', es: 'Ver zonas de responsabilidad', ja: '担当エリアを表示' },
  },
  'zone:edit': {
    menu: 'DutyManage', scoped: false,
    title: { en: 'Edit duty zones, their stores and regions', zh: '编辑责任盘及其门店与小区', es: 'Editar zonas de responsabilidad, sus tiendas y comunidades', ja: '担当エリアと店舗・物件を編集' },
  },
  'zone:export': {
    menu: 'DutyManage', scoped: false,
    title: { en: 'Export duty zones to Excel', zh: '导出责任盘', es: 'Exportar zonas de responsabilidad a Excel', ja: '担当エリアをExcel出力' },
  },
  'house:list': {
    menu: 'NewSell', scoped: true,
    title: { en: 'View houses, favourites and focus', zh: '查看房源、收藏与关注', es: 'Ver inmuebles, favoritos y seguimientos', ja: '物件の閲覧・お気に入り・ウォッチ' },
  },
  'house:add': {
    menu: 'NewSell', scoped: false,
    title: { en: 'Enter houses', zh: '录入房源', es: 'Dar de alta inmuebles', ja: '物件を登録' },
  },
  'house:edit': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Edit houses', zh: '编辑房源', es: 'Editar inmuebles', ja: '物件を編集' },
  },
  'house:status': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Change house status and seal houses', zh: '修改房源状态与封盘', es: 'Cambiar el estado y bloquear inmuebles', ja: '物件ステータスの変更と封印' },
  },
  'house:price': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Change house prices', zh: '房源调价', es: 'Cambiar precios de inmuebles', ja: '物件価格を変更' },
  },
  'house:grade': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Change house grades', zh: '修改房源等级', es: 'Cambiar la categoría de inmuebles', ja: '物件ランクを変更' },
  },
  'house:release': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Release houses to the public pool', zh: '房源转公盘', es: 'Pasar inmuebles a la cartera común', ja: '物件を共有物件にする' },
  },
  'house:delete': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Delete houses', zh: '删除房源', es: 'Eliminar inmuebles', ja: '物件を削除' },
  },
  'house:export': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Export houses to Excel', zh: '导出房源', es: 'Exportar inmuebles a Excel', ja: '物件をExcel出力' },
  },
  'entrust:list': {
    menu: 'NewSell', scoped: true,
    title: { en: 'View house entrust books', zh: '查看委托书', es: 'Ver encargos de inmuebles', ja: '委託書を表示' },
  },
  'entrust:edit': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Enter, submit and delete house entrust books', zh: '录入、提交与删除委托书', es: 'Registrar, enviar y eliminar encargos de inmuebles', ja: '委託書の登録・提出・削除' },
  },
  'portal:push': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Push houses to listing portals and withdraw them', zh: '房源推送与下架', es: 'Publicar inmuebles en portales y retirarlos', ja: '物件のポータル掲載と掲載終了' },
  },
  'vr:task': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Order VR shoots of houses and view their tours', zh: '创建房源VR拍摄任务与查看VR', es: 'Encargar sesiones VR de inmuebles y ver sus visitas', ja: '物件のVR撮影の依頼とVRの表示' },
  },
  'followup:list': {
    menu: 'DataFollowup', scoped: true,
    title: { en: 'View follow-ups', zh: '查看跟进', es: 'Ver seguimientos', ja: 'フォローを表示' },
  },
  'followup:add': {
    menu: 'NewSell', scoped: false,
    title: { en: 'Write follow-ups', zh: '写跟进', es: 'Escribir seguimientos', ja: 'フォローを記入' },
  },
  'followup:manage': {
    menu: 'DataFollowup', scoped: true,
    title: { en: 'Mark follow-ups invalid and pin them', zh: '跟进设为无效与置顶', es: 'Invalidar y fijar seguimientos', ja: 'フォローの無効化と固定' },
  },
  'owner:list': {
    menu: 'NewSell', scoped: true,
    title: { en: 'View house owners (phones masked)', zh: '查看业主（电话隐藏）', es: 'Ver propietarios (teléfonos ocultos)', ja: 'オーナーを表示（電話番号は伏せ字）' },
  },
  'owner:edit': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Add and edit house owners', zh: '新增与编辑业主', es: 'Añadir y editar propietarios', ja: 'オーナーの追加と編集' },
  },
  'phone:view': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Reveal owner phones (logged, daily quota)', zh: '查看业主电话（记录并限次）', es: 'Ver teléfonos de propietarios (registrado, cupo diario)', ja: 'オーナー電話番号の表示（記録・1日上限あり）' },
  },
  'phone:call': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Call owners through the telephony provider (number not shown)', zh: '拨打业主电话（号码不显示）', es: 'Llamar a propietarios por el proveedor de telefonía (sin ver el número)', ja: '通話サービスでオーナーに発信（番号非表示）' },
  },
  'phone:records': {
    menu: 'NewSell', scoped: true,
    title: { en: 'View others\' call records and recordings', zh: '查看他人通话记录与录音', es: 'Ver registros y grabaciones de llamadas de otros', ja: '他者の通話記録と録音を表示' },
  },
  'key:list': {
    menu: 'KeyManagement', scoped: true,
    title: { en: 'View keys', zh: '查看钥匙', es: 'Ver llaves', ja: '鍵を表示' },
  },
  'key:edit': {
    menu: 'KeyManagement', scoped: true,
    title: { en: 'Add, edit and delete keys', zh: '新增、编辑与删除钥匙', es: 'Añadir, editar y eliminar llaves', ja: '鍵の追加・編集・削除' },
  },
  'key:lend': {
    menu: 'KeyManagement', scoped: true,
    title: { en: 'Lend and return keys', zh: '借出与归还钥匙', es: 'Prestar y devolver llaves', ja: '鍵の貸出と返却' },
  },
  'house:claim': {
    menu: 'NewSell', scoped: false,
    title: { en: 'Claim public houses into my private pool', zh: '领取公盘房源', es: 'Tomar inmuebles de la cartera común', ja: '共有物件を自分の担当にする' },
  },
  'house:log': {
    menu: 'NewSell', scoped: true,
    title: { en: 'View house operation and browsing logs', zh: '查看房源操作与浏览记录', es: 'Ver registros de operaciones y consultas de inmuebles', ja: '物件の操作・閲覧記録を表示' },
  },
  'house:stats': {
    menu: 'ProcessAssessment', scoped: true,
    title: { en: 'View house statistics', zh: '查看房源统计', es: 'Ver estadísticas de inmuebles', ja: '物件統計を表示' },
  },
  'houserole:edit': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Assign per-house staff roles', zh: '分配房源人员角色', es: 'Asignar responsables de inmuebles', ja: '物件の担当者を割り当て' },
  },
  'picture:upload': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Upload and delete house pictures', zh: '上传与删除房源图片', es: 'Subir y eliminar fotos de inmuebles', ja: '物件写真のアップロードと削除' },
  },
  'picture:manage': {
    menu: 'NewSell', scoped: true,
    title: { en: 'Lock house pictures and clear alerts', zh: '锁定房源图片与处理报错', es: 'Bloquear fotos de inmuebles y resolver avisos', ja: '物件写真のロックと報告の処理' },
  },
  'offline:list': {
    menu: 'OutHouse', scoped: true,
    title: { en: 'View external houses and imports', zh: '查看外网房源与导入记录', es: 'Ver inmuebles externos e importaciones', ja: '外部物件とインポート記録を表示' },
  },
  'offline:edit': {
    menu: 'OutHouse', scoped: true,
    title: { en: 'Take in, import and convert external houses', zh: '录入、导入与转化外网房源', es: 'Registrar, importar y convertir inmuebles externos', ja: '外部物件の登録・インポート・転換' },
  },
  'customer:list': {
    menu: 'Customers', scoped: true,
    title: { en: 'View customers (phones masked), matches and logs', zh: '查看客源（电话隐藏）、匹配与记录', es: 'Ver clientes (teléfonos ocultos), coincidencias y registros', ja: '顧客の閲覧（電話番号は伏せ字）・マッチング・記録' },
  },
  'customer:add': {
    menu: 'Customers', scoped: false,
    title: { en: 'Enter customers', zh: '录入客源', es: 'Dar de alta clientes', ja: '顧客を登録' },
  },
  'customer:edit': {
    menu: 'Customers', scoped: true,
    title: { en: 'Edit customers and book appointments', zh: '编辑客源与预约带看', es: 'Editar clientes y reservar visitas', ja: '顧客の編集と内見予約' },
  },
  'customer:status': {
    menu: 'Customers', scoped: true,
    title: { en: 'Take customers offline and recover them', zh: '客源下架与恢复', es: 'Dar de baja y recuperar clientes', ja: '顧客の取り下げと復元' },
  },
  'customer:claim': {
    menu: 'Customers', scoped: true,
    title: { en: 'Claim public customers and release private ones', zh: '领取公客与转公客', es: 'Tomar clientes comunes y liberar privados', ja: '共有顧客の取得と個人顧客の共有化' },
  },
  'customer:phone': {
    menu: 'Customers', scoped: true,
    title: { en: 'Reveal customer phones (logged, daily quota)', zh: '查看客户电话（记录并限次）', es: 'Ver teléfonos de clientes (registrado, cupo diario)', ja: '顧客電話番号の表示（記録・1日上限あり）' },
  },
  'customer:export': {
    menu: 'Customers', scoped: true,
    title: { en: 'Export customers to Excel', zh: '导出客源', es: 'Exportar clientes a Excel', ja: '顧客をExcel出力' },
  },
  'customer:stats': {
    menu: 'Customers', scoped: true,
    title: { en: 'View customer pool and viewing statistics', zh: '查看客源与带看统计', es: 'Ver estadísticas de clientes y visitas', ja: '顧客・内見統計を表示' },
  },
  'statistics:performance': {
    menu: 'IndexStatistics', scoped: true,
    title: { en: 'View performance statistics', zh: '查看业绩统计', es: 'Ver estadísticas de rendimiento', ja: '業績統計を表示' },
  },
  'statistics:followup': {
    menu: 'PerformanceAppraisal', scoped: true,
    title: { en: 'View follow-up statistics', zh: '查看跟进统计', es: 'Ver estadísticas de seguimiento', ja: 'フォロー統計を表示' },
  },
  'deal:list': {
    menu: 'Sale', scoped: true,
    title: { en: 'View deals (party phones masked) and their logs', zh: '查看成交（电话隐藏）与记录', es: 'Ver operaciones (teléfonos ocultos) y sus registros', ja: '成約の閲覧（電話番号は伏せ字）と記録' },
  },
  'deal:export': {
    menu: 'Sale', scoped: true,
    title: { en: 'Export deals to Excel', zh: '导出成交', es: 'Exportar operaciones a Excel', ja: '成約をExcel出力' },
  },
  'deal:add': {
    menu: 'Sale', scoped: false,
    title: { en: 'Record deals', zh: '录入成交', es: 'Registrar operaciones', ja: '成約を登録' },
  },
  'deal:edit': {
    menu: 'Sale', scoped: true,
    title: { en: 'Edit deals and submit them for review again', zh: '编辑成交与重新提交审核', es: 'Editar operaciones y volver a enviarlas a revisión', ja: '成約の編集と再申請' },
  },
  'deal:delete': {
    menu: 'Sale', scoped: true,
    title: { en: 'Delete deals in review or not approved', zh: '删除待审核或审核不通过的成交', es: 'Eliminar operaciones en revisión o no aprobadas', ja: '審査待ち・不合格の成約を削除' },
  },
  'deal:review': {
    menu: 'Sale', scoped: true,
    title: { en: 'Reject deals in review', zh: '驳回待审核的成交', es: 'Rechazar operaciones en revisión', ja: '審査待ちの成約を却下' },
  },
  'deal:terminate': {
    menu: 'Sale', scoped: true,
    title: { en: 'Terminate effective deals', zh: '终止已生效的成交', es: 'Anular operaciones vigentes', ja: '有効な成約を解約' },
  },
  'deal:money': {
    menu: 'Sale', scoped: true,
    title: { en: 'Record deals\' receivables, receipts and refunds; settle and close deals', zh: '录入成交的应收、实收与退款，结佣与结案', es: 'Registrar cobros previstos, cobros y reembolsos de operaciones; liquidarlas y cerrarlas', ja: '成約の未収金・入金・返金の登録、精算と完了' },
  },
  'look:list': {
    menu: 'AppointLook', scoped: true,
    title: { en: 'View viewings and their agreements', zh: '查看带看与看房确认书', es: 'Ver visitas y sus hojas de visita', ja: '内見と内見確認書を表示' },
  },
  'look:add': {
    menu: 'AppointLook', scoped: true,
    title: { en: 'Record viewings and upload agreements', zh: '录入带看与上传看房确认书', es: 'Registrar visitas y subir hojas de visita', ja: '内見の登録と確認書のアップロード' },
  },
  'message:push': {
    menu: 'Send', scoped: true,
    title: { en: 'Push messages and announcements, and see what was pushed', zh: '推送消息与公告及查看推送记录', es: 'Enviar mensajes y avisos y ver los enviados', ja: 'メッセージとお知らせの配信・配信履歴の表示' },
  },
  'article:edit': {
    menu: 'ArticleList', scoped: false,
    title: { en: 'Write, publish and delete articles', zh: '撰写、发布与删除文章', es: 'Escribir, publicar y eliminar artículos', ja: '記事の作成・公開・削除' },
  },
  'newhouse:list': {
    menu: 'Distribution', scoped: false,
    title: { en: 'View published new-house projects, their layouts, agents and pictures', zh: '查看已发布的新房楼盘及其户型、案场与图片', es: 'Ver proyectos de obra nueva publicados, sus tipologías, comerciales y fotos', ja: '公開中の新築物件と間取り・販売担当・写真を表示' },
  },
  'newhouse:edit': {
    menu: 'Distribution', scoped: false,
    title: { en: 'Enter, publish and edit new-house projects', zh: '录入、发布与编辑新房楼盘', es: 'Dar de alta, publicar y editar proyectos de obra nueva', ja: '新築物件の登録・公開・編集' },
  },
  'newhouse:report': {
    menu: 'FilingRecords', scoped: true,
    title: { en: 'Report customers to new-house projects and see the reports', zh: '新房报备与查看报备记录', es: 'Reportar clientes a proyectos de obra nueva y ver los reportes', ja: '新築物件への顧客報告と報告記録の表示' },
  },
  'newhouse:confirm': {
    menu: 'ReportManagement', scoped: true,
    title: { en: 'Confirm new-house reports and record their progress', zh: '认定新房报备与登记进度', es: 'Confirmar reportes de obra nueva y registrar su avance', ja: '新築報告の認定と進捗の登録' },
  },
  'newhouse:linkage': {
    menu: 'Linkage', scoped: false,
    title: { en: 'Link staff to new-house projects', zh: '管理新房关联负责人', es: 'Vincular personal a proyectos de obra nueva', ja: '新築物件の関連担当者を管理' },
  },
  'approval:business': {
    menu: 'ApprovalBusiness', scoped: true,
    title: { en: 'See the business approvals of applicants within the scope', zh: '查看范围内的业务审批', es: 'Ver las aprobaciones de negocio de los solicitantes del ámbito', ja: '範囲内の業務承認を表示' },
  },
  'approval:finance': {
    menu: 'ApprovalFinance', scoped: true,
    title: { en: 'See the finance approvals of applicants within the scope', zh: '查看范围内的财务审批', es: 'Ver las aprobaciones financieras de los solicitantes del ámbito', ja: '範囲内の財務承認を表示' },
  },
  'approval:set': {
    menu: 'ApprovalSet', scoped: false,
    title: { en: 'Set up approval flows', zh: '设置审批流程', es: 'Configurar flujos de aprobación', ja: '承認フローを設定' },
  },
} as const satisfies Record<string, PermissionInfo>;

export type PermissionCode = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

export function isPermissionCode(value: string): value is PermissionCode {
  return Object.hasOwn(PERMISSIONS, value);
}
