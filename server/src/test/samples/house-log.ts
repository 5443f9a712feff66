// A valid input per endpoint of the house-log area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET houseview/list': { page: 1, limit: 20, house_id: 1 },
  'GET operate/house': { page: 1, limit: 20, house_id: 1, staff_id: 3, from: 0, to: 2000000000, keyword: 'house/' },
  'POST invalid/zonehouse': { from: 1700000000, to: 2000000000, zone_id: 1 },
};
