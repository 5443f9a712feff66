import { defineTexts } from '../../i18n/define';

// Texts of the company settings screen and its tabs (company, security, modules, role permissions), under the
// `setting` key of the i18n resources.
export const settingTexts = defineTexts(
  {
    title: 'Company settings',
    tabs: { company: 'Company', security: 'Security', modules: 'Modules', access: 'Role permissions' },
    company: {
      name: 'Company name', shortName: 'Short name', logo: 'Logo address', address: 'Address', phone: 'Phone',
      resignHandover: 'Houses and customers of a person who leaves go to',
      handovers: { manager: 'The store manager', public: 'The public pool' },
      pools: {
        title: 'Public and private pools', housePrivateCap: 'Private houses per person',
        houseReleaseDays: 'Days without a follow-up before a private house goes to the public pool',
        customerPrivateCap: 'Private customers per person',
        customerReleaseDays: 'Days without a follow-up or viewing before a private customer goes to the public pool',
        holdProtectDays: 'Days a reservation, hold or seal keeps a house or customer private (0: not at all)',
        poolClaimDailyCap: 'Claims from the public pool per person per day, houses and customers each (0: no limit)',
      },
      followups: {
        title: 'Follow-ups', minLength: 'Shortest follow-up (characters)',
        minGap: 'Minutes between one person\'s follow-ups on the same house, new-house project or customer (0: no minimum)',
        phoneViewFollowup: 'A follow-up after each owner phone viewed',
        phoneViewFollowupHint: 'On: whoever views an owner\'s phone writes a follow-up on that house before viewing another',
      },
      customers: {
        title: 'Customers', duplicateBlocks: 'A phone another active customer holds blocks saving',
        duplicateBlocksHint: 'Off: the customer is saved and whoever holds the phone is named in a warning',
      },
      split: {
        title: 'Default commission split', house: 'Listing side (the maintainer)', key: 'Key holder', survey: 'Surveyor', record: 'Recorder',
        hint: 'Proposed when a deal is entered without its split. A role nobody holds on the house gives its part to the other listing-side roles.',
        customer: 'The customer side (the customer\'s agent) takes the rest: {{share}}%',
        over: 'The listing-side shares add up to {{sum}}%, more than 100%',
      },
    },
    security: {
      bind: 'Device binding', place: 'Allowed places only', watermark: 'Watermark', debugGuard: 'Anti-debug guard',
      idle: 'Idle limit (minutes)', absolute: 'Session length (hours)', lockoutAttempts: 'Failed logins before lockout',
      lockoutMinutes: 'Lockout (minutes)', exportDailyLimit: 'Excel exports per person per day', binds: 'Device-binding requests', places: 'Allowed places',
    },
    binds: {
      person: 'Person', store: 'Store', host: 'Host name', machine: 'Machine', ip: 'Address', remark: 'Remark',
      statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', released: 'Released' },
      approve: 'Approve', reject: 'Reject', release: 'Release', rejectReason: 'Reason for rejecting',
      releaseConfirm: 'Release this device? Its sessions end.',
    },
    places: { name: 'Name', cidr: 'Address or range', add: 'Add place', reset: 'Clear all', resetConfirm: 'Clear every place and switch the check off?' },
    modules: { locked: 'Always on' },
    access: {
      role: 'Role', pickRole: 'Choose a role', menus: 'Menus and buttons', scope: 'Data scope', phoneViews: 'Owner phone views per person per day',
      newRole: 'New role', code: 'Code', name: 'Name', codeRule: 'A lower-case letter, then lower-case letters, digits, _ or -',
    },
  },
  {
    zh: {
      title: '企业设置',
      tabs: { company: '企业信息', security: '安全设置', modules: '模块开关', access: '角色权限' },
      company: {
        name: '企业名称', shortName: '简称', logo: '标志地址', address: '地址', phone: '电话',
        resignHandover: '离职人员的房源和客源交给',
        handovers: { manager: '店长', public: '公盘' },
        pools: {
          title: '公私盘规则', housePrivateCap: '每人私盘上限（套）', houseReleaseDays: '私盘无有效跟进转公盘天数',
          customerPrivateCap: '每人私客上限（个）', customerReleaseDays: '私客无跟进或带看转公客天数',
          holdProtectDays: '预定/暂缓/封盘保护天数（0为不保护）', poolClaimDailyCap: '每人每日领取公盘、公客上限（分别计算，0为不限）',
        },
        followups: {
          title: '跟进规则', minLength: '跟进最少字数', minGap: '同一人对同一房源、新房项目或客户两次跟进的最短间隔（分钟，0为不限）',
          phoneViewFollowup: '查看业主电话后须写跟进', phoneViewFollowupHint: '开启后，查看业主电话的人须先在该房源写跟进，才能查看下一个电话',
        },
        customers: {
          title: '客源', duplicateBlocks: '电话与其他有效客户重复时禁止保存', duplicateBlocksHint: '关闭后照常保存，并提示持有该电话的客户',
        },
        split: {
          title: '默认佣金分成', house: '房源方（维护人）', key: '钥匙人', survey: '实勘人', record: '录入人',
          hint: '录入成交未填分成时按此比例生成。房源上无人担任的角色，其比例平分给房源方其他角色。',
          customer: '客源方（客户的经纪人）得其余部分：{{share}}%', over: '房源方各角色比例合计{{sum}}%，超过100%',
        },
      },
      security: {
        bind: '设备绑定', place: '仅限指定地点登录', watermark: '水印', debugGuard: '防调试',
        idle: '无操作超时（分钟）', absolute: '登录有效期（小时）', lockoutAttempts: '锁定前允许失败次数',
        lockoutMinutes: '锁定时长（分钟）', exportDailyLimit: '每人每日导出次数', binds: '设备绑定申请', places: '登录地点',
      },
      binds: {
        person: '人员', store: '门店', host: '主机名', machine: '机器码', ip: 'IP地址', remark: '备注',
        statuses: { pending: '待审核', approved: '已通过', rejected: '已驳回', released: '已解绑' },
        approve: '通过', reject: '驳回', release: '解绑', rejectReason: '驳回原因',
        releaseConfirm: '确定解绑此设备吗？其登录将失效。',
      },
      places: { name: '名称', cidr: 'IP或网段', add: '新增地点', reset: '全部清除', resetConfirm: '确定清除所有地点并关闭地点限制吗？' },
      modules: { locked: '始终开启' },
      access: {
        role: '角色', pickRole: '请选择角色', menus: '菜单与按钮', scope: '数据范围', phoneViews: '每人每日查看业主电话次数',
        newRole: '新增角色', code: '编码', name: '名称', codeRule: '以小写字母开头，只含小写字母、数字、_ 或 -',
      },
    },
    es: {
      title: 'Ajustes de empresa',
      tabs: { company: 'Empresa', security: 'Seguridad', modules: 'Módulos', access: 'Permisos de roles' },
      company: {
        name: 'Nombre de la empresa', shortName: 'Nombre corto', logo: 'Dirección del logotipo', address: 'Dirección', phone: 'Teléfono',
        resignHandover: 'Los inmuebles y clientes de quien se va pasan a',
        handovers: { manager: 'El encargado de la tienda', public: 'La bolsa común' },
        pools: {
          title: 'Carteras privada y común', housePrivateCap: 'Inmuebles privados por persona',
          houseReleaseDays: 'Días sin seguimiento antes de que un inmueble privado pase a la cartera común',
          customerPrivateCap: 'Clientes privados por persona',
          customerReleaseDays: 'Días sin seguimiento ni visita antes de que un cliente privado pase a la cartera común',
          holdProtectDays: 'Días que una reserva, pausa o bloqueo mantiene privado un inmueble o cliente (0: nada)',
          poolClaimDailyCap: 'Tomas de la cartera común por persona y día, inmuebles y clientes por separado (0: sin límite)',
        },
        followups: {
          title: 'Seguimientos', minLength: 'Seguimiento más corto (caracteres)',
          minGap: 'Minutos entre los seguimientos de una persona sobre el mismo inmueble, proyecto de obra nueva o cliente (0: sin mínimo)',
          phoneViewFollowup: 'Un seguimiento tras cada teléfono de propietario consultado',
          phoneViewFollowupHint: 'Activado: quien consulta el teléfono de un propietario escribe un seguimiento de ese inmueble antes de consultar otro',
        },
        customers: {
          title: 'Clientes', duplicateBlocks: 'Un teléfono que ya tiene otro cliente activo impide guardar',
          duplicateBlocksHint: 'Desactivado: el cliente se guarda y un aviso nombra a quien tiene el teléfono',
        },
        split: {
          title: 'Reparto de comisión por defecto', house: 'Parte del inmueble (responsable)', key: 'Custodio de llaves', survey: 'Inspector',
          record: 'Registrador',
          hint: 'Se propone cuando una operación se registra sin reparto. Un rol que nadie tiene en el inmueble cede su parte a los demás roles del inmueble.',
          customer: 'La parte del cliente (su agente) se queda el resto: {{share}}%',
          over: 'Las partes del lado del inmueble suman {{sum}}%, más del 100%',
        },
      },
      security: {
        bind: 'Vinculación de dispositivos', place: 'Solo lugares permitidos', watermark: 'Marca de agua', debugGuard: 'Protección antidepuración',
        idle: 'Límite de inactividad (minutos)', absolute: 'Duración de la sesión (horas)', lockoutAttempts: 'Intentos fallidos antes del bloqueo',
        lockoutMinutes: 'Bloqueo (minutos)', exportDailyLimit: 'Exportaciones a Excel por persona y día', binds: 'Solicitudes de vinculación', places: 'Lugares permitidos',
      },
      binds: {
        person: 'Persona', store: 'Tienda', host: 'Nombre del equipo', machine: 'Equipo', ip: 'Dirección', remark: 'Observación',
        statuses: { pending: 'Pendiente', approved: 'Aprobado', rejected: 'Rechazado', released: 'Liberado' },
        approve: 'Aprobar', reject: 'Rechazar', release: 'Liberar', rejectReason: 'Motivo del rechazo',
        releaseConfirm: '¿Liberar este dispositivo? Sus sesiones terminan.',
      },
      places: { name: 'Nombre', cidr: 'Dirección o rango', add: 'Añadir lugar', reset: 'Borrar todos', resetConfirm: '¿Borrar todos los lugares y desactivar la comprobación?' },
      modules: { locked: 'Siempre activo' },
      access: {
        role: 'Rol', pickRole: 'Elija un rol', menus: 'Menús y botones', scope: 'Alcance de datos', phoneViews: 'Consultas de teléfonos de propietarios por persona y día',
        newRole: 'Nuevo rol', code: 'Código', name: 'Nombre', codeRule: 'Una minúscula y después minúsculas, dígitos, _ o -',
      },
    },
    ja: {
      title: '企業設定',
      tabs: { company: '企業情報', security: 'セキュリティ', modules: 'モジュール', access: 'ロール権限' },
      company: {
        name: '企業名', shortName: '略称', logo: 'ロゴのアドレス', address: '住所', phone: '電話',
        resignHandover: '退職者の物件と顧客の引き継ぎ先',
        handovers: { manager: '店長', public: '共有プール' },
        pools: {
          title: '個人・共有の区分', housePrivateCap: '1人あたりの個人物件の上限', houseReleaseDays: '個人物件が共有物件になるまでの未フォロー日数',
          customerPrivateCap: '1人あたりの個人顧客の上限', customerReleaseDays: '個人顧客が共有顧客になるまでの未フォロー・未内見日数',
          holdProtectDays: '予約・保留・封印で個人のまま保護する日数（0：保護なし）',
          poolClaimDailyCap: '1人1日あたりの共有からの取得上限（物件・顧客それぞれ、0：無制限）',
        },
        followups: {
          title: 'フォロー', minLength: 'フォローの最少文字数', minGap: '同じ人が同じ物件・新築プロジェクト・顧客にフォローする最短間隔（分、0：制限なし）',
          phoneViewFollowup: 'オーナー電話番号の閲覧後にフォロー必須', phoneViewFollowupHint: 'オン：オーナーの電話番号を閲覧した人は、次の番号を閲覧する前にその物件にフォローを入力します',
        },
        customers: {
          title: '顧客', duplicateBlocks: '他の有効な顧客と電話番号が重複したら保存しない', duplicateBlocksHint: 'オフ：保存し、その番号の顧客を警告で示します',
        },
        split: {
          title: '既定の手数料配分', house: '物件側（担当者）', key: '鍵担当', survey: '実査担当', record: '登録者',
          hint: '配分を入力せずに成約を登録したときに提案されます。物件に担当者がいない役割の配分は、物件側の他の役割に均等に配られます。',
          customer: '顧客側（顧客の担当者）は残り：{{share}}%', over: '物件側の配分の合計が{{sum}}%で、100%を超えています',
        },
      },
      security: {
        bind: '端末登録', place: '許可場所のみ', watermark: '透かし', debugGuard: 'デバッグ防止',
        idle: '無操作タイムアウト（分）', absolute: 'セッション有効期間（時間）', lockoutAttempts: 'ロックまでの失敗回数',
        lockoutMinutes: 'ロック時間（分）', exportDailyLimit: '1人1日あたりのExcel出力回数', binds: '端末登録申請', places: '許可場所',
      },
      binds: {
        person: '社員', store: '店舗', host: 'ホスト名', machine: '端末', ip: 'IPアドレス', remark: '備考',
        statuses: { pending: '承認待ち', approved: '承認済み', rejected: '却下', released: '解除済み' },
        approve: '承認', reject: '却下', release: '解除', rejectReason: '却下の理由',
        releaseConfirm: 'この端末を解除しますか？セッションは終了します。',
      },
      places: { name: '名称', cidr: 'アドレスまたは範囲', add: '場所を追加', reset: 'すべて消去', resetConfirm: 'すべての場所を消去し、場所チェックをオフにしますか？' },
      modules: { locked: '常にオン' },
      access: {
        role: 'ロール', pickRole: 'ロールを選んでください', menus: 'メニューとボタン', scope: 'データ範囲', phoneViews: '1人1日あたりのオーナー電話番号の閲覧回数',
        newRole: 'ロールを追加', code: 'コード', name: '名称', codeRule: '英小文字で始め、英小文字・数字・_・- のみ',
      },
    },
  },
);
