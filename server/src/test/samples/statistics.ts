// A valid input per endpoint of the statistics area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'POST statistics/performance_list': {
    page: 1, limit: 20, month_from: '2026-01', month_to: '2026-12', kind: 'sale', store_id: 1, department_id: 2, group_by: 'store', sort: 'received',
  },
  'GET statistics/export': { month_from: '2026-01', month_to: '2026-12', kind: 'rent', store_id: 1, department_id: 2, group_by: 'person', sort: 'deals' },
  'POST statistics/followup_list': {
    page: 1, limit: 20, date_from: '2026-01-01', date_to: '2026-12-31', store_id: 1, department_id: 2, group_by: 'department', sort: 'valid',
  },
  'GET chart/month': { month_from: '2025-01', month_to: '2026-12', kind: 'sale', store_id: 1, department_id: 2 },
  'GET chart/person': { month_from: '2026-01', month_to: '2026-12', kind: 'rent', store_id: 1, department_id: 2, top: 10 },
  'GET chart/department': { month_from: '2026-01', month_to: '2026-12', kind: 'sale', store_id: 1, department_id: 2 },
  'POST statistics/house_list': {
    page: 1, limit: 20, date_from: '2026-01-01', date_to: '2026-12-31', store_id: 1, department_id: 2, group_by: 'store', sort: 'looks',
  },
  'GET statistics/house/export': { date_from: '2026-01-01', date_to: '2026-12-31', store_id: 1, department_id: 2, group_by: 'person', sort: 'followups' },
  'GET chart/statistics': { date_from: '2026-01-01', date_to: '2026-03-31', store_id: 1, department_id: 2 },
};
