import { defineTexts } from '../../i18n/define';

// Texts of this feature, under its own key in the i18n resources (see i18n/resources.ts).
// The rule messages, the confirm and the results are quoted by spec §5: word for word in English.
export const targetTexts = defineTexts(
  {
    dialog: {
      title: "This month's targets",
      description: "Set your deal targets for this month before you continue. They cannot be changed once added.",
    },
    kinds: {
      loan: 'Rental',
      old: 'Second-hand sale',
      new: 'New house',
    },
    fields: {
      count: 'Number of deals',
      money: 'Amount (yuan)',
    },
    rules: {
      required: "can't be empty",
      integer: 'only integers',
      nonNegative: 'only numbers greater than 0',
      twoDecimals: 'only two decimals',
    },
    confirm: 'cannot be changed after adding, confirm?',
    confirmTitle: 'Add targets',
    success: 'added successfully',
    failed: 'add failed',
    submit: 'Add',
    page: {
      title: 'Target management',
      thisMonth: "This month's targets ({{month}})",
      notSet: "This month's targets are not set yet",
      history: 'Monthly targets',
      month: 'Month',
      count: '{{kind}} deals',
      money: '{{kind}} amount (10k yuan)',
      createdAt: 'Added at',
      empty: 'No targets yet',
    },
  },
  {
    zh: {
      dialog: {
        title: '本月目标',
        description: '请先设置本月的成交目标，添加后不可修改。',
      },
      kinds: {
        loan: '租赁',
        old: '二手房买卖',
        new: '新房',
      },
      fields: {
        count: '成交套数',
        money: '成交金额（元）',
      },
      rules: {
        required: '不能为空',
        integer: '只能为整数',
        nonNegative: '只能为大于0的数字',
        twoDecimals: '最多保留两位小数',
      },
      confirm: '添加后不可修改，确认添加吗？',
      confirmTitle: '添加目标',
      success: '添加成功',
      failed: '添加失败',
      submit: '添加',
      page: {
        title: '目标管理',
        thisMonth: '本月目标（{{month}}）',
        notSet: '本月目标尚未设置',
        history: '月度目标',
        month: '月份',
        count: '{{kind}}套数',
        money: '{{kind}}金额（万元）',
        createdAt: '添加时间',
        empty: '暂无目标',
      },
    },
    es: {
      dialog: {
        title: 'Objetivos de este mes',
        description: 'Fije sus objetivos de operaciones de este mes antes de continuar. No se pueden cambiar una vez añadidos.',
      },
      kinds: {
        loan: 'Alquiler',
        old: 'Venta de segunda mano',
        new: 'Obra nueva',
      },
      fields: {
        count: 'Número de operaciones',
        money: 'Importe (yuanes)',
      },
      rules: {
        required: 'no puede estar vacío',
        integer: 'solo números enteros',
        nonNegative: 'solo números mayores que 0',
        twoDecimals: 'solo dos decimales',
      },
      confirm: 'no se podrá cambiar después de añadirlo, ¿confirmar?',
      confirmTitle: 'Añadir objetivos',
      success: 'añadido correctamente',
      failed: 'no se pudo añadir',
      submit: 'Añadir',
      page: {
        title: 'Gestión de objetivos',
        thisMonth: 'Objetivos de este mes ({{month}})',
        notSet: 'Los objetivos de este mes aún no están fijados',
        history: 'Objetivos mensuales',
        month: 'Mes',
        count: '{{kind}}: operaciones',
        money: '{{kind}}: importe (10 000 yuanes)',
        createdAt: 'Añadido el',
        empty: 'Aún no hay objetivos',
      },
    },
    ja: {
      dialog: {
        title: '今月の目標',
        description: '続ける前に今月の成約目標を設定してください。追加後は変更できません。',
      },
      kinds: {
        loan: '賃貸',
        old: '中古売買',
        new: '新築',
      },
      fields: {
        count: '成約件数',
        money: '成約金額（元）',
      },
      rules: {
        required: '入力してください',
        integer: '整数のみ',
        nonNegative: '0より大きい数値のみ',
        twoDecimals: '小数点以下2桁まで',
      },
      confirm: '追加後は変更できません。よろしいですか？',
      confirmTitle: '目標の追加',
      success: '追加しました',
      failed: '追加に失敗しました',
      submit: '追加',
      page: {
        title: '目標管理',
        thisMonth: '今月の目標（{{month}}）',
        notSet: '今月の目標はまだ設定されていません',
        history: '月別目標',
        month: '月',
        count: '{{kind}}件数',
        money: '{{kind}}金額（万元）',
        createdAt: '追加日時',
        empty: '目標はまだありません',
      },
    },
  },
);
