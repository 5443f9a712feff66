// A valid input per endpoint of the zone area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET zone/list': { page: 1, limit: 20, keyword: '浦东' },
  'GET zone/export': { keyword: '浦东' },
  'GET zone/getstore': { zone_id: 1 },
  'POST zone/save': { id: 1, name: '陆家嘴责任盘', remark: '' },
  'POST zone/delete': { id: 1 },
  'POST zone/addstore': { zone_id: 1, store_ids: [1, 2] },
  'POST zone/deletestore': { zone_id: 1, store_id: 1 },
  'POST zone/addregion': { zone_id: 1, region_ids: [1, 2] },
  'POST zone/deleteregion': { zone_id: 1, region_id: 1 },
};
