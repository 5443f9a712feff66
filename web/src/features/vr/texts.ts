import { defineTexts } from '../../i18n/define';

// Texts of virtual tours (VR): the house detail's VR tab with its create-task dialog, and the VR accounts drawer of the
// staff management screen (accounts, packages, a person's package use), under the `vr` key. State and status names
// come from the contract.
export const vrTexts = defineTexts(
  {
    tab: 'VR',
    create: 'New VR shoot', createTitle: 'Order a VR shoot', photographer: 'Photographer', noPhotographers: 'No active VR accounts: ask a manager to open one',
    created: 'VR shoot ordered', empty: 'No VR shoots of this house yet', openTask: 'A shoot is in progress: a new one can be ordered once it is done',
    offMarket: 'The house is {{status}}: a VR shoot is ordered only for a house on the market',
    tour: 'Open tour', camera: 'Sandbox camera page', sandboxHint: 'Sandbox: the camera page stands in for the photographer\'s app.',
    col: { state: 'State', photographer: 'Photographer', package: 'Package', created: 'Ordered', done: 'Finished', tour: 'Tour', by: 'Ordered by' },
    accounts: {
      button: 'VR accounts', title: 'VR accounts', users: 'Accounts', packages: 'Packages', add: 'Open VR account', addTitle: 'Open a VR account',
      staff: 'Staff member', added: 'VR account opened', disable: 'Disable', confirmDisable: 'Disable the VR account of {{name}}? Shoots in progress stay.',
      disabled: 'VR account disabled', use: 'Package use', keyword: 'Name or phone', status: 'Status', store: 'Store', allStatuses: 'All statuses',
      col: { name: 'Name', store: 'Store', status: 'Status', ref: 'VR account', open: 'Shooting', done: 'Done', created: 'Opened', actions: 'Actions' },
    },
    packages: {
      col: { name: 'Package', used: 'Used / total', remaining: 'Left', expires: 'Expires' }, expired: 'Expired', empty: 'No packages',
    },
    usage: { title: 'VR package use of {{name}}', col: { package: 'Package', done: 'Done', open: 'Shooting', failed: 'Failed' }, empty: 'No shoots yet' },
  },
  {
    zh: {
      tab: 'VR',
      create: '新建VR拍摄', createTitle: '创建VR拍摄任务', photographer: '拍摄人', noPhotographers: '暂无启用的VR账号，请联系管理员开通',
      created: 'VR拍摄任务已创建', empty: '该房源暂无VR拍摄任务', openTask: '已有进行中的拍摄任务，完成后才能新建',
      offMarket: '房源状态为{{status}}：只有在市场上的房源可以下VR拍摄任务',
      tour: '查看VR', camera: '沙箱拍摄页', sandboxHint: '沙箱模式：拍摄页代替拍摄人的App。',
      col: { state: '状态', photographer: '拍摄人', package: '套餐', created: '创建时间', done: '完成时间', tour: 'VR', by: '创建人' },
      accounts: {
        button: 'VR账号', title: 'VR账号', users: '账号', packages: '套餐', add: '开通VR账号', addTitle: '开通VR账号',
        staff: '员工', added: 'VR账号已开通', disable: '停用', confirmDisable: '确定停用{{name}}的VR账号？进行中的拍摄任务保留。',
        disabled: 'VR账号已停用', use: '套餐使用', keyword: '姓名或电话', status: '状态', store: '门店', allStatuses: '全部状态',
        col: { name: '姓名', store: '门店', status: '状态', ref: 'VR账号', open: '拍摄中', done: '已完成', created: '开通时间', actions: '操作' },
      },
      packages: {
        col: { name: '套餐', used: '已用 / 总数', remaining: '剩余', expires: '到期时间' }, expired: '已过期', empty: '暂无套餐',
      },
      usage: { title: '{{name}}的VR套餐使用', col: { package: '套餐', done: '已完成', open: '拍摄中', failed: '失败' }, empty: '暂无拍摄' },
    },
    es: {
      tab: 'VR',
      create: 'Nueva sesión VR', createTitle: 'Encargar una sesión VR', photographer: 'Fotógrafo', noPhotographers: 'No hay cuentas VR activas: pida a un responsable que abra una',
      created: 'Sesión VR encargada', empty: 'Este inmueble aún no tiene sesiones VR', openTask: 'Hay una sesión en curso: podrá encargar otra cuando termine',
      offMarket: 'El inmueble está en estado {{status}}: solo se encarga una sesión VR para un inmueble en el mercado',
      tour: 'Abrir visita', camera: 'Cámara de prueba', sandboxHint: 'Modo de prueba: la página de cámara sustituye a la app del fotógrafo.',
      col: { state: 'Estado', photographer: 'Fotógrafo', package: 'Paquete', created: 'Encargada', done: 'Terminada', tour: 'Visita', by: 'Encargada por' },
      accounts: {
        button: 'Cuentas VR', title: 'Cuentas VR', users: 'Cuentas', packages: 'Paquetes', add: 'Abrir cuenta VR', addTitle: 'Abrir una cuenta VR',
        staff: 'Empleado', added: 'Cuenta VR abierta', disable: 'Desactivar', confirmDisable: '¿Desactivar la cuenta VR de {{name}}? Las sesiones en curso se mantienen.',
        disabled: 'Cuenta VR desactivada', use: 'Uso de paquetes', keyword: 'Nombre o teléfono', status: 'Estado', store: 'Tienda', allStatuses: 'Todos los estados',
        col: { name: 'Nombre', store: 'Tienda', status: 'Estado', ref: 'Cuenta VR', open: 'En rodaje', done: 'Terminadas', created: 'Abierta', actions: 'Acciones' },
      },
      packages: {
        col: { name: 'Paquete', used: 'Usadas / total', remaining: 'Quedan', expires: 'Caduca' }, expired: 'Caducado', empty: 'No hay paquetes',
      },
      usage: { title: 'Uso de paquetes VR de {{name}}', col: { package: 'Paquete', done: 'Terminadas', open: 'En rodaje', failed: 'Fallidas' }, empty: 'Aún no hay sesiones' },
    },
    ja: {
      tab: 'VR',
      create: 'VR撮影を依頼', createTitle: 'VR撮影の依頼', photographer: '撮影者', noPhotographers: '有効なVRアカウントがありません。管理者に開設を依頼してください',
      created: 'VR撮影を依頼しました', empty: 'この物件のVR撮影はまだありません', openTask: '撮影が進行中です。完了後に新しく依頼できます',
      offMarket: '物件は{{status}}です。VR撮影は市場に出ている物件にのみ依頼できます',
      tour: 'VRを見る', camera: 'サンドボックス撮影ページ', sandboxHint: 'サンドボックス：撮影ページが撮影者のアプリの代わりです。',
      col: { state: '状態', photographer: '撮影者', package: 'パッケージ', created: '依頼日時', done: '完了日時', tour: 'VR', by: '依頼者' },
      accounts: {
        button: 'VRアカウント', title: 'VRアカウント', users: 'アカウント', packages: 'パッケージ', add: 'VRアカウントを開設', addTitle: 'VRアカウントの開設',
        staff: '社員', added: 'VRアカウントを開設しました', disable: '停止', confirmDisable: '{{name}}のVRアカウントを停止しますか？進行中の撮影は残ります。',
        disabled: 'VRアカウントを停止しました', use: 'パッケージ利用', keyword: '氏名または電話番号', status: '状態', store: '店舗', allStatuses: 'すべての状態',
        col: { name: '氏名', store: '店舗', status: '状態', ref: 'VRアカウント', open: '撮影中', done: '完了', created: '開設日時', actions: '操作' },
      },
      packages: {
        col: { name: 'パッケージ', used: '使用 / 合計', remaining: '残り', expires: '有効期限' }, expired: '期限切れ', empty: 'パッケージはありません',
      },
      usage: { title: '{{name}}のVRパッケージ利用', col: { package: 'パッケージ', done: '完了', open: '撮影中', failed: '失敗' }, empty: '撮影はまだありません' },
    },
  },
);
