// A valid input per endpoint of the house-owner area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET houseowner': { house_id: 1 },
  'POST houseowner/add': {
    house_id: 1, name: '陈建华', relation: 'self', phones: ['13812345678', '021-58880000'], id_number: '11010519491231002X', remark: '周末可联系',
  },
  'POST houseowner/update': { id: 1, name: '陈建华', relation: 'spouse', phones: ['13912345678'], id_number: null, remark: '工作日晚上联系' },
  'POST phone/view': { owner_id: 1, index: 0 },
};
