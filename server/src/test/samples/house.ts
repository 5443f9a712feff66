// A valid input per endpoint of the house area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET house': {
    page: 1, limit: 20, kind: 'sale', keyword: 'wkcs', area_id: 3, region_id: 1, building_id: 1, price_min: 1000000,
    price_max: 5000000, area_min: 50, area_max: 120, rooms: [2, 3], status: ['valid', 'reserved'], grade: 'a', level: 'normal',
    pool: 'private', use: 'residence', decoration: 'fine', orientation: 'south', floor_min: 1, floor_max: 30, has_keys: 0,
    has_pictures: 0, label_ids: [1, 2], maintainer_id: 3, store_id: 1, updated_from: 0, updated_to: 2000000000, followup_from: 0,
    followup_to: 2000000000, sort: 'price', order: 'asc',
  },
  'GET house/export': {
    kind: 'sale', keyword: 'wkcs', area_id: 3, region_id: 1, building_id: 1, price_min: 1000000, price_max: 5000000, area_min: 50,
    area_max: 120, rooms: [2, 3], status: ['valid', 'reserved'], grade: 'a', level: 'normal', pool: 'private', use: 'residence',
    decoration: 'fine', orientation: 'south', floor_min: 1, floor_max: 30, has_keys: 0, has_pictures: 0, label_ids: [1, 2],
    maintainer_id: 3, store_id: 1, updated_from: 0, updated_to: 2000000000, followup_from: 0, followup_to: 2000000000, sort: 'price',
    order: 'asc',
  },
  'GET house/{id}': { id: 1 },
  'GET house/update_find': { id: 1 },
  'POST house/add': {
    kind: 'sale', door_id: 1, use: 'residence', rooms: 3, halls: 2, baths: 1, area: 89.5, total_floors: 18, orientation: 'south',
    decoration: 'fine', rent_payment: null, source: 'walk_in', current_use: 'self_use', level: 'normal', label_ids: [1],
    remarks: '满五唯一，业主诚心出售', price: 5200000, base_price: 5000000, grade: 'a',
  },
  'POST house/update': {
    id: 1, version: 1, use: 'residence', rooms: 3, halls: 2, baths: 2, area: 90.25, total_floors: 18, orientation: 'north_south',
    decoration: 'fine', rent_payment: null, source: 'phone', current_use: 'vacant', level: 'recommended', label_ids: [1, 2], remarks: '',
  },
  'POST house/delete': { id: 1, version: 1 },
  'POST house/update_status': { id: 1, version: 1, status: 'reserved', until: 1900000000, reason: '客户已付定金' },
  'POST house/close': { id: 1, version: 1, until: 1900000000, reason: '业主暂不出售' },
  'POST house/update_price': { id: 1, version: 1, price: 5000000, base_price: 4800000, reason: '业主降价' },
  'POST house/grade': { id: 1, version: 1, grade: 'a', reason: '业主急售' },
  'POST house/release': { id: 1, version: 1, reason: '转公盘' },
  'GET housefav': { page: 1, limit: 20, kind: 'sale' },
  'POST housefav/add': { id: 1 },
  'POST housefav/delete': { id: 1 },
  'POST housefocus/add': { id: 1 },
  'POST housefocus/cancel': { id: 1 },
};
