import { text, type Text } from './i18n.js';

// The signed-in route tree of spec §2. The server seeds its menu table from it; roles are granted nodes of it;
// user/info returns the caller's part of it; the web app matches route names to its registry of pages.
export type MenuNode = {
  name: string;
  path: string;
  title: Text;
  icon?: string;
  hidden?: boolean;
  noRedirect?: boolean;
  affix?: boolean;
  children?: MenuNode[];
};

const t = text;

export const MENU_TREE: MenuNode[] = [
  {
    name: 'House', path: '/house', icon: 'home', noRedirect: true, title: t('Houses', '房源', 'Inmuebles', '物件'),
    children: [
      { name: 'NewSell', path: 'new-sell', title: t('House list', '房源列表', 'Lista de inmuebles', '物件一覧') },
      { name: 'OutHouse', path: 'out-house', title: t('External houses', '外网房源', 'Inmuebles externos', '外部サイト物件') },
      { name: 'MyHouse', path: 'my-house', title: t('My listings', '我的房源', 'Mis inmuebles', '担当物件') },
      { name: 'MyFavorite', path: 'my-favorite', title: t('My favourites', '我的收藏', 'Mis favoritos', 'お気に入り') },
      { name: 'KeyManagement', path: 'key-management', title: t('Keys', '钥匙管理', 'Llaves', '鍵管理') },
    ],
  },
  {
    name: 'Approval', path: '/approval', icon: 'audit', noRedirect: true, title: t('Approvals', '审批', 'Aprobaciones', '承認'),
    children: [
      { name: 'ApprovalMine', path: 'mine', title: t('my initiated', '我发起的', 'Iniciadas por mí', '自分の申請') },
      { name: 'ApprovalBusiness', path: 'business', title: t('Business approvals', '业务审批', 'Aprobaciones de negocio', '業務承認') },
      { name: 'ApprovalFinance', path: 'finance', title: t('Finance approvals', '财务审批', 'Aprobaciones financieras', '財務承認') },
      { name: 'ApprovalSet', path: 'set', title: t('Approval flows', '审批设置', 'Flujos de aprobación', '承認フロー設定') },
    ],
  },
  {
    name: 'Customer', path: '/customer', icon: 'team', noRedirect: true, title: t('Customers', '客源', 'Clientes', '顧客'),
    children: [
      { name: 'Customers', path: 'customers', title: t('Customer list', '客源列表', 'Lista de clientes', '顧客一覧') },
      { name: 'CustomerClosed', path: 'closed', title: t('Deals done', '已成交', 'Cerrados', '成約済み') },
      { name: 'CustomerHouse', path: 'customer-house', title: t('Awaiting conversion', '待转化客户', 'Por convertir', '転換待ち顧客') },
      { name: 'AppointLook', path: 'appoint-look', title: t('Viewing appointments', '预约带看', 'Citas de visita', '内見予約') },
    ],
  },
  {
    name: 'Operate', path: '/operate', icon: 'appstore', noRedirect: true, title: t('Operations', '运营管理', 'Operaciones', '運営'),
    children: [
      { name: 'OperateArea', path: 'operate-area', title: t('Tags', '标签管理', 'Etiquetas', 'タグ管理') },
      { name: 'RealEstateDictionary', path: 'real-estate-dictionary', title: t('Community dictionary', '楼盘字典', 'Diccionario de comunidades', '物件辞書') },
      { name: 'DutyManage', path: 'duty-manage', title: t('Duty zones', '责任盘管理', 'Zonas de responsabilidad', '担当エリア') },
      { name: 'School', path: 'school', title: t('School districts', '学区房', 'Distritos escolares', '学区') },
    ],
  },
  {
    name: 'Member', path: '/member', icon: 'user', noRedirect: true, title: t('Members', '人员管理', 'Personal', 'メンバー'),
    children: [
      { name: 'Management', path: 'management', title: t('Staff', '员工管理', 'Empleados', '社員管理') },
      { name: 'Department', path: 'department', title: t('Departments', '部门管理', 'Departamentos', '部署管理') },
      { name: 'Store', path: 'store', title: t('Stores', '门店管理', 'Tiendas', '店舗管理') },
      { name: 'Blacklist', path: 'blacklist', title: t('Blacklist', '黑名单', 'Lista negra', 'ブラックリスト') },
    ],
  },
  {
    name: 'Transaction', path: '/transaction', icon: 'transaction', noRedirect: true, title: t('Deals', '交易管理', 'Operaciones cerradas', '取引'),
    children: [{ name: 'Sale', path: 'sale', title: t('Deal list', '成交管理', 'Lista de operaciones', '成約一覧') }],
  },
  {
    name: 'EnterpriseSetup', path: '/enterprise-setup', icon: 'setting', noRedirect: true, title: t('Company settings', '企业设置', 'Ajustes de empresa', '企業設定'),
    children: [{ name: 'EnterpriseSetuper', path: 'enterprise-setuper', title: t('Company settings', '企业设置', 'Ajustes de empresa', '企業設定') }],
  },
  {
    name: 'Newhouse', path: '/newhouse', icon: 'bank', noRedirect: true, title: t('New houses', '新房', 'Obra nueva', '新築'),
    children: [
      { name: 'Distribution', path: 'distribution', title: t('Distribution', '新房分销', 'Distribución', '新築販売') },
      { name: 'FilingRecords', path: 'filingrecords', title: t('Filing records', '报备记录', 'Registros de reporte', '報告記録') },
      { name: 'ReportManagement', path: 'reportmanagement', title: t('Reports', '报备管理', 'Gestión de reportes', '報告管理') },
      { name: 'Linkage', path: 'linkage', title: t('Linked staff', '关联负责人', 'Responsables vinculados', '関連担当者') },
    ],
  },
  {
    name: 'News', path: '/news', icon: 'message', noRedirect: true, title: t('Messages', '消息', 'Mensajes', 'メッセージ'),
    children: [{ name: 'NewsCenter', path: 'center', title: t('Message centre', '消息中心', 'Centro de mensajes', 'メッセージセンター') }],
  },
  {
    name: 'EnterpriseData', path: '/enterpriseData', icon: 'file-search', noRedirect: true, title: t('Company data', '企业数据', 'Datos de empresa', '企業データ'),
    children: [{ name: 'Record', path: 'record', title: t('Behaviour records', '行为记录', 'Registros de actividad', '行動記録') }],
  },
  {
    name: 'Statistics', path: '/statistics', icon: 'bar-chart', noRedirect: true, title: t('Statistics', '统计分析', 'Estadísticas', '統計'),
    children: [
      { name: 'IndexStatistics', path: 'index-statistics', title: t('Performance', '业绩统计', 'Rendimiento', '業績統計') },
      { name: 'ProcessAssessment', path: 'process-assessment', title: t('House statistics', '房源统计', 'Estadísticas de inmuebles', '物件統計') },
      { name: 'PerformanceAppraisal', path: 'performance-appraisal', title: t('Follow-up statistics', '跟进统计', 'Estadísticas de seguimiento', 'フォロー統計') },
      { name: 'TargetManagement', path: 'target-management', hidden: true, title: t('Monthly targets', '目标管理', 'Objetivos mensuales', '月間目標') },
    ],
  },
  {
    name: 'SendNews', path: '/sendNews', icon: 'notification', noRedirect: true, title: t('Push messages', '推送消息', 'Enviar mensajes', 'メッセージ配信'),
    children: [{ name: 'Send', path: 'send', title: t('Push messages', '推送消息', 'Enviar mensajes', 'メッセージ配信') }],
  },
  {
    name: 'Article', path: '/article', icon: 'read', noRedirect: true, title: t('Articles', '文章', 'Artículos', '記事'),
    children: [{ name: 'ArticleList', path: 'articleList', title: t('Article list', '文章列表', 'Lista de artículos', '記事一覧') }],
  },
  {
    name: 'Data', path: '/data', icon: 'database', noRedirect: true, title: t('Data', '数据管理', 'Datos', 'データ'),
    children: [{ name: 'DataFollowup', path: 'data-followup', title: t('Follow-ups', '跟进管理', 'Seguimientos', 'フォロー管理') }],
  },
];

export function flattenMenu(nodes: MenuNode[] = MENU_TREE): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flattenMenu(node.children ?? [])]);
}
