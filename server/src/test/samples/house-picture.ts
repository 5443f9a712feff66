// A valid input per endpoint of the house-picture area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET housepicture/list': { house_id: 1, group: 'indoor' },
  'GET housepicture/download': { id: 1, thumb: 1 },
  // Multipart: the bad-input cases for the upload are in house-picture.test.ts.
  'POST housepicture/upload': { house_id: 1, group: 'indoor' },
  'POST housepicture/delete': { id: 1, remark: '拍错了房子' },
  'POST housepicture/lock': { id: 1, locked: 1 },
  'POST housepicture/alert': { id: 1, alert: 1, reason: '图片与房源不符' },
};
