// A valid input per endpoint of the newhouse-report area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET newhousereport': {
    page: 1, limit: 20, mine: 0, new_id: 1, customer_id: 1, confirm: 'valid', stage: 'visited', lapsed: 0, keyword: '5678', from: 0, to: 2000000000,
  },
  'POST newhousereport/add': { new_id: 1, customer_id: 1, customer_name: '孙立', customer_phone: '13761239999', visit_at: 4000000000, remark: '周六到访' },
  'POST newhousereport/update': { id: 1, version: 1, customer_name: '孙立', visit_at: 4000000000, remark: '改为周日' },
  'GET newhousereporthouse': { keyword: '滨江', limit: 10 },
  'POST newhousereporthouse/confirm': { id: 1, version: 1, confirm: 'invalid', reason: '客户信息不实' },
};
