import { defineTexts } from '../../i18n/define';

// Texts of the performance statistics screen (业绩统计), under the `statistics` key of the i18n resources. Kinds and
// the groupings are labelled by the contract's DEAL_KIND_LABELS and PERFORMANCE_GROUP_LABELS; amounts by the deal
// screens' money words (deal.money).
export const statisticsTexts = defineTexts(
  {
    title: 'Performance',
    filters: {
      from: 'From month', to: 'To month', kind: 'Kind', allKinds: 'All', group: 'Group by', sort: 'Sort by', store: 'Store',
      rangeHint: 'At most {{max}} months', tooLong: 'A range is at most {{max}} months: choose a shorter one',
    },
    measures: { deals: 'Deals', receivable: 'Receivable', received: 'Received', target: 'Target', completion: 'Completion' },
    totals: 'Totals',
    col: { store: 'Store', team: 'Team' },
    table: { title: 'Details', total: '{{total}} rows', empty: 'No performance in these months' },
    charts: {
      month: 'Monthly trend', people: 'Top people', teams: 'By team',
      monthLabel: 'Chart: receivable and received performance per month, {{from}} to {{to}}',
      peopleLabel: 'Chart: receivable and received performance of the top people, {{from}} to {{to}}',
      teamsLabel: 'Chart: receivable and received performance by team, {{from}} to {{to}}',
      empty: 'No performance in these months', error: 'The chart could not be loaded', retry: 'Try again',
    },
  },
  {
    zh: {
      title: '业绩统计',
      filters: {
        from: '开始月份', to: '结束月份', kind: '类型', allKinds: '全部', group: '统计维度', sort: '排序', store: '门店',
        rangeHint: '最多 {{max}} 个月', tooLong: '统计范围最多 {{max}} 个月，请缩短月份范围',
      },
      measures: { deals: '成交套数', receivable: '应收业绩', received: '实收业绩', target: '目标', completion: '完成率' },
      totals: '合计',
      col: { store: '门店', team: '部门' },
      table: { title: '业绩明细', total: '共 {{total}} 条', empty: '所选月份暂无业绩' },
      charts: {
        month: '月度趋势', people: '个人排行', teams: '部门业绩',
        monthLabel: '图表：{{from}} 至 {{to}} 每月应收业绩与实收业绩',
        peopleLabel: '图表：{{from}} 至 {{to}} 个人应收业绩与实收业绩排行',
        teamsLabel: '图表：{{from}} 至 {{to}} 各部门应收业绩与实收业绩',
        empty: '所选月份暂无业绩', error: '图表加载失败', retry: '重试',
      },
    },
    es: {
      title: 'Rendimiento',
      filters: {
        from: 'Mes inicial', to: 'Mes final', kind: 'Tipo', allKinds: 'Todos', group: 'Agrupar por', sort: 'Ordenar por', store: 'Tienda',
        rangeHint: 'Como máximo {{max}} meses', tooLong: 'Un intervalo tiene como máximo {{max}} meses: elija uno más corto',
      },
      measures: { deals: 'Operaciones', receivable: 'Por cobrar', received: 'Cobrado', target: 'Objetivo', completion: 'Cumplimiento' },
      totals: 'Totales',
      col: { store: 'Tienda', team: 'Equipo' },
      table: { title: 'Detalle', total: '{{total}} filas', empty: 'Sin rendimiento en estos meses' },
      charts: {
        month: 'Evolución mensual', people: 'Mejores personas', teams: 'Por equipo',
        monthLabel: 'Gráfico: rendimiento por cobrar y cobrado por mes, de {{from}} a {{to}}',
        peopleLabel: 'Gráfico: rendimiento por cobrar y cobrado de las mejores personas, de {{from}} a {{to}}',
        teamsLabel: 'Gráfico: rendimiento por cobrar y cobrado por equipo, de {{from}} a {{to}}',
        empty: 'Sin rendimiento en estos meses', error: 'No se pudo cargar el gráfico', retry: 'Reintentar',
      },
    },
    ja: {
      title: '業績統計',
      filters: {
        from: '開始月', to: '終了月', kind: '種別', allKinds: 'すべて', group: '集計単位', sort: '並び順', store: '店舗',
        rangeHint: '最大 {{max}} か月', tooLong: '期間は最大 {{max}} か月です。短くしてください',
      },
      measures: { deals: '成約件数', receivable: '売上計上', received: '入金実績', target: '目標', completion: '達成率' },
      totals: '合計',
      col: { store: '店舗', team: '部署' },
      table: { title: '明細', total: '{{total}} 件', empty: 'この期間の業績はありません' },
      charts: {
        month: '月別推移', people: '個人ランキング', teams: '部署別',
        monthLabel: 'グラフ：{{from}} から {{to}} の月別の売上計上と入金実績',
        peopleLabel: 'グラフ：{{from}} から {{to}} の個人別売上計上と入金実績の上位',
        teamsLabel: 'グラフ：{{from}} から {{to}} の部署別の売上計上と入金実績',
        empty: 'この期間の業績はありません', error: 'グラフを読み込めませんでした', retry: '再試行',
      },
    },
  },
);
