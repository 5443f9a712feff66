import { defineTexts } from '../../i18n/define';

// Texts of the statistics screens, under the `statistics` key of the i18n resources: performance (业绩统计) at the top
// level, whose filter, totals and column words the follow-up statistics (跟进统计, `followup`) share. Kinds and the
// groupings are labelled by the contract's DEAL_KIND_LABELS, FOLLOWUP_KIND_LABELS and PERFORMANCE_GROUP_LABELS;
// amounts by the deal screens' money words (deal.money). House statistics (房源统计, `house`) name their columns by the
// contract's HOUSE_STATISTICS_KPI_LABELS and share the follow-up statistics' day filter words.
export const statisticsTexts = defineTexts(
  {
    title: 'Performance',
    filters: {
      from: 'From month', to: 'To month', kind: 'Kind', allKinds: 'All', group: 'Group by', sort: 'Sort by', store: 'Store', team: 'Team',
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
    followup: {
      title: 'Follow-up statistics',
      filters: {
        from: 'From day', to: 'To day', rangeHint: 'At most {{max}} days', tooLong: 'A range is at most {{max}} days: choose a shorter one',
      },
      measures: { total: 'Follow-ups', written: 'Written', valid: 'Valid', invalid: 'Invalid', validRate: 'Valid rate' },
      table: { title: 'Details', total: '{{total}} rows', empty: 'No follow-ups on these days' },
      chart: {
        title: 'Most valid follow-ups', label: 'Chart: valid and invalid follow-ups of the people with the most valid ones, {{from}} to {{to}}',
        empty: 'No follow-ups written on these days',
      },
    },
    house: {
      title: 'House statistics',
      table: { title: 'Details', total: '{{total}} rows', empty: 'No house work on these days' },
      chart: {
        title: 'Trend', label: 'Chart: house work per {{unit}}, {{from}} to {{to}}', empty: 'No house work on these days',
        day: 'day', month: 'month',
      },
    },
  },
  {
    zh: {
      title: '业绩统计',
      filters: {
        from: '开始月份', to: '结束月份', kind: '类型', allKinds: '全部', group: '统计维度', sort: '排序', store: '门店', team: '部门',
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
      followup: {
        title: '跟进统计',
        filters: { from: '开始日期', to: '结束日期', rangeHint: '最多 {{max}} 天', tooLong: '统计范围最多 {{max}} 天，请缩短日期范围' },
        measures: { total: '跟进总数', written: '人工跟进', valid: '有效跟进', invalid: '无效跟进', validRate: '有效率' },
        table: { title: '跟进明细', total: '共 {{total}} 条', empty: '所选日期暂无跟进' },
        chart: { title: '有效跟进排行', label: '图表：{{from}} 至 {{to}} 有效跟进最多的人员的有效跟进与无效跟进', empty: '所选日期暂无人工跟进' },
      },
      house: {
        title: '房源统计',
        table: { title: '房源统计明细', total: '共 {{total}} 条', empty: '所选日期暂无房源作业' },
        chart: { title: '趋势', label: '图表：{{from}} 至 {{to}} 每{{unit}}的房源作业', empty: '所选日期暂无房源作业', day: '日', month: '月' },
      },
    },
    es: {
      title: 'Rendimiento',
      filters: {
        from: 'Mes inicial', to: 'Mes final', kind: 'Tipo', allKinds: 'Todos', group: 'Agrupar por', sort: 'Ordenar por', store: 'Tienda', team: 'Equipo',
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
      followup: {
        title: 'Estadísticas de seguimiento',
        filters: {
          from: 'Día inicial', to: 'Día final', rangeHint: 'Como máximo {{max}} días', tooLong: 'Un intervalo tiene como máximo {{max}} días: elija uno más corto',
        },
        measures: { total: 'Seguimientos', written: 'Escritos', valid: 'Válidos', invalid: 'No válidos', validRate: 'Tasa de válidos' },
        table: { title: 'Detalle', total: '{{total}} filas', empty: 'Sin seguimientos en estos días' },
        chart: {
          title: 'Más seguimientos válidos',
          label: 'Gráfico: seguimientos válidos y no válidos de las personas con más seguimientos válidos, de {{from}} a {{to}}',
          empty: 'Sin seguimientos escritos en estos días',
        },
      },
      house: {
        title: 'Estadísticas de inmuebles',
        table: { title: 'Detalle', total: '{{total}} filas', empty: 'Sin trabajo de inmuebles en estos días' },
        chart: {
          title: 'Evolución', label: 'Gráfico: trabajo de inmuebles por {{unit}}, de {{from}} a {{to}}', empty: 'Sin trabajo de inmuebles en estos días',
          day: 'día', month: 'mes',
        },
      },
    },
    ja: {
      title: '業績統計',
      filters: {
        from: '開始月', to: '終了月', kind: '種別', allKinds: 'すべて', group: '集計単位', sort: '並び順', store: '店舗', team: '部署',
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
      followup: {
        title: 'フォロー統計',
        filters: { from: '開始日', to: '終了日', rangeHint: '最大 {{max}} 日', tooLong: '期間は最大 {{max}} 日です。短くしてください' },
        measures: { total: 'フォロー総数', written: '手動フォロー', valid: '有効フォロー', invalid: '無効フォロー', validRate: '有効率' },
        table: { title: '明細', total: '{{total}} 件', empty: 'この期間のフォローはありません' },
        chart: { title: '有効フォローランキング', label: 'グラフ：{{from}} から {{to}} の有効フォローが多い人の有効フォローと無効フォロー', empty: 'この期間の手動フォローはありません' },
      },
      house: {
        title: '物件統計',
        table: { title: '明細', total: '{{total}} 件', empty: 'この期間の物件業務はありません' },
        chart: { title: '推移', label: 'グラフ：{{from}} から {{to}} の{{unit}}別の物件業務', empty: 'この期間の物件業務はありません', day: '日', month: '月' },
      },
    },
  },
);
