// A valid input per endpoint of the house-search area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET house/housesearchtaglist': { kind: 'sale' },
  'POST house/housesearchtagsave': {
    id: 1, kind: 'sale', name: '陆家嘴两房', query: {
      keyword: 'wkcs', area_id: 3, region_id: 1, price_min: 1000000, price_max: 5000000, rooms: [2], status: ['valid'], has_keys: 1,
      label_ids: [1], updated_from: 0, updated_to: 2000000000, sort: 'price', order: 'asc',
    },
    display: { region_name: '万科城市花园', maintainer_name: '张伟', area_path: [1, 3] },
  },
  'POST house/housesearchtagdelete': { id: 1 },
  'GET house/housestate': {
    kind: 'sale', keyword: 'wkcs', area_id: 3, region_id: 1, building_id: 1, price_min: 1000000, price_max: 5000000, area_min: 50,
    area_max: 120, rooms: [2, 3], grade: 'a', level: 'normal', pool: 'private', use: 'residence', decoration: 'fine', orientation: 'south',
    floor_min: 1, floor_max: 30, has_keys: 0, has_pictures: 0, label_ids: [1, 2], maintainer_id: 3, store_id: 1, updated_from: 0,
    updated_to: 2000000000, followup_from: 0, followup_to: 2000000000,
  },
};
