// A valid input per endpoint of the school area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET schooldistrict': { page: 1, limit: 20, keyword: '实验', area_id: 3 },
  'GET schooldistrict/export': { keyword: '实验', area_id: 3 },
  'GET schooldistrict/{id}': { id: 1 },
  'GET schooldistrict/schoolregion': { sd_id: 1 },
  'POST schooldistrict/add': { name: '测试学区', area_id: 3, schools: ['测试小学', '测试中学'], remark: '对口' },
  'POST schooldistrict/update': { id: 1, name: '明珠学区', area_id: 3, schools: ['明珠小学'], remark: '' },
  'POST schooldistrict/delete': { id: 1 },
  'POST schooldistrict/deleteregion': { sd_id: 1, region_id: 1 },
  'POST schooldistrict/schooldistrictbuildingsave': { sd_id: 1, region_id: 1, building_ids: [1, 2] },
};
