// A valid input per endpoint of the customer area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET customersource': {},
  'GET customers': {
    page: 1, limit: 20, tab: 'private', kind: 'buy', keyword: '王', level: 'a,b', status: 'valid', source: 'online', urgency: 'urgent',
    region_id: 1, agent_id: 3, store_id: 1, looked: 1, created_from: 0, created_to: 2000000000, sort: 'last_look_at', order: 'asc',
  },
  'GET customers/export': { tab: 'mine', kind: 'rent', level: 'a', status: 'valid,paused', sort: 'created_at', order: 'desc' },
  'GET customer/{id}': { id: 1 },
  'GET customer/update_find': { id: 1 },
  'POST customer/add': {
    kind: 'buy', name: '王先生', sex: 'male', phones: ['13912345678'], source: 'online', channel: 'beike', level: 'a', urgency: 'urgent',
    remark: '首套，学区优先', area_ids: [3], region_ids: [1], rooms: [2, 3], area_min: 80, area_max: 120, price_min: 3000000, price_max: 5000000,
    floor_min: 2, floor_max: 20, uses: ['residence'], decorations: ['fine'], school_district: 1, payment: 'commercial_loan',
  },
  'POST customer/update': {
    id: 1, version: 1, name: '王先生', sex: 'male', source: 'phone', level: 'b', urgency: 'normal', remark: '', region_ids: [1], rooms: [3],
    price_min: 3000000, price_max: 4000000,
  },
  'POST customeroffline/add': { id: 1, version: 1, status: 'paused', reason: '客户出差一个月' },
  'POST customer/recovery': { id: 1, version: 1, reason: '客户回来了' },
  'POST customer/customerprivate': { id: 1, version: 1, pool: 'private', reason: '老客户回访' },
  'GET operate/customer': { page: 1, limit: 20, customer_id: 1 },
  'GET user/customer': { page: 1, limit: 20, staff_id: 3, pool: 'private' },
  'GET user/sharestatistics': { from: 1700000000, to: 2000000000, store_id: 1 },
  'GET staffrole/customerfind': { keyword: '张' },
  'POST followup/customer': { customer_id: 1, way: 'call', content: '电话联系客户，周末想看三房' },
  'POST followup/phonecallfind': { customer_id: 1, index: 0 },
};
