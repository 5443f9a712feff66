// A valid input per endpoint of the customer-look area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET customerlook': { page: 1, limit: 20, from: 0, to: 2000000000, agent_id: 3, customer_id: 1, house_id: 1, effective: 1, second: 0 },
  'GET customerlook/{id}': { id: 1 },
  'GET customerlook/customerlooklist': { page: 1, limit: 20, customer_id: 1 },
  'GET customerlook/seemore': { page: 1, limit: 20, house_id: 1 },
  'GET customerlook/statistics': { from: 1700000000, to: 2000000000, store_id: 1 },
  'POST customerlook/add': { customer_id: 1, look_at: 1700000000, house_ids: [1, 2], companion_id: 4, feedback: '客户喜欢南北通透', appointment_id: 1, file_id: 1 },
  'POST customerlook/update': { id: 1, version: 1, look_at: 1700000000, house_ids: [1], companion_id: null, feedback: '复看' },
  'POST customerlook/upfile': {},
  'POST customerlook/customerlookagreementupdate': { id: 1, version: 1, file_id: 1 },
  'POST customerlook/houseaddress': { house_ids: [1, 2] },
  'POST customerlook/preview': { customer_id: 1, look_at: 1700000000, house_ids: [1, 2], companion_id: 4 },
  'GET house/house_list': { kind: 'sale', keyword: '万科', customer_id: 1, limit: 20 },
  'GET house/customerhouse': { house_id: 1, limit: 20 },
};
