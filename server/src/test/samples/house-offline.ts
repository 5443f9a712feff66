// A valid input per endpoint of the house-offline area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'POST houseoffline/add': {
    kind: 'sale', source: 'anjuke', source_url: 'https://sh.anjuke.com/prop/view/123', community: '万科城市花园', building: '1号楼', unit: '1单元',
    door: '0101', floor_number: 1, total_floors: 18, area: 89.5, price: 5200000, rooms: 3, halls: 2, baths: 1, owner_name: '陈先生',
    owner_phone: '13812345678', remarks: '业主急售',
  },
  'GET housecheck/list': {
    page: 1, limit: 20, status: 'pending', kind: 'sale', source: 'anjuke', keyword: '万科', import_id: 1, duplicate: 0, from: 0, to: 2000000000,
  },
  // Multipart: its bad-input cases are in house-offline-import.test.ts.
  'POST housecheck/upload': {},
};
