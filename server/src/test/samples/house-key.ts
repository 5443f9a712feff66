// A valid input per endpoint of the house-key area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET key': { page: 1, limit: 20, house_id: 1, store_id: 1, status: 'lent', overdue: 1, keyword: 'K-0' },
  'GET key/{id}': { id: 1 },
  'POST key/add': { house_id: 1, store_id: 1, number: 'K-0001', remark: '业主交来两把' },
  'POST key/update': { id: 1, store_id: 1, number: 'K-0002', remark: '放在二号柜' },
  'POST key/delete': { id: 1, remark: '钥匙已交还业主' },
  'POST house/key': { key_id: 1, action: 'borrow', borrower_id: 3, due_at: 1900000000, remark: '带客户看房' },
};
