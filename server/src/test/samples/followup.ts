// A valid input per endpoint of the followup area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET followup': {
    page: 1, limit: 20, house_id: 1, staff_id: 3, kind: 'manual', invalid: 0, pinned: 0, from: 0, to: 2000000000, keyword: '业主',
  },
  'POST followup/house': { house_id: 1, content: '联系业主，确认周末可以看房' },
  'POST followup/invalid': { id: 1, invalid: 1, reason: '内容与房源无关' },
  'POST followup/top': { id: 1, top: 1 },
  'POST followup/newhouse': { newhouse_id: 1, content: '开发商确认下周加推两栋楼' },
};
