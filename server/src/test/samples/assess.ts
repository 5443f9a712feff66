// A valid input per endpoint of the assess area, keyed "METHOD path" (index.ts assembles the areas).
// A month still to come whenever the tests run (a month already over cannot be given a quota).
const COMING_MONTH = `${new Date().getUTCFullYear() + 1}-01`;

export const samples: Record<string, Record<string, unknown>> = {
  'GET statistics/quota': { month: COMING_MONTH, position_id: 1 },
  'GET statistics/quotadetail': { position_id: 1, month: COMING_MONTH },
  'POST statistics/save': {
    position_id: 1, month: COMING_MONTH, houses: 20, customers: 20, followups: 60, looks: 3, second_looks: 1, keys: 1, pictures: 5, phone_views: 10,
  },
  'GET statistics/assess': { page: 1, limit: 20, month: '2026-01', store_id: 1, department_id: 2 },
  'GET statistics/assessdetail': { staff_id: 1, month: '2026-01' },
  'GET statistics/list': { month: '2026-01', group: 'district' },
  'GET assess/store': { date_from: '2026-01-01', date_to: '2026-03-31' },
  'GET assess/department': { date_from: '2026-01-01', date_to: '2026-03-31' },
  'GET assess/district': { date_from: '2026-01-01', date_to: '2026-03-31' },
  'GET assess/nolookcustomer': { page: 1, limit: 20, days: 14 },
  'GET assess/secondlookcustomer': { page: 1, limit: 20, date_from: '2026-01-01', date_to: '2026-03-31' },
  'GET assess/detaillist': { page: 1, limit: 20, date_from: '2026-01-01', date_to: '2026-03-31', staff_id: 1, kpi: 'looks' },
  'GET assess/businessgo': { page: 1, limit: 20, date_from: '2026-01-01', date_to: '2026-03-31' },
};
