// A valid input per endpoint of the approval area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET approve/my': { page: 1, limit: 20, status: 'pending', item_type: 'house_invalid', category: 'business', keyword: '花园' },
  'GET approves': { page: 1, limit: 20, category: 'business', tab: 'all', status: 'pending', item_type: 'house_invalid', keyword: '张' },
  'GET approve/{id}': { id: 1 },
  'GET approve/detail': { record_kind: 'house', record_id: 1 },
  'GET approve/chain': { id: 1 },
  'POST approve/operate': { id: 1, action: 'approve', comment: '同意' },
  'POST approve/update': { action: 'save', id: 1, version: 1, enabled: 1, steps: [{ approver_kind: 'store_manager', mode: 'sequential', overdue: { hours: 24, action: 'approve' } }] },
  'GET flow/{id}': { id: 1 },
  'GET item/flow_source': { category: 'business' },
  'GET item/flow_set': { item_type: 'house_invalid', category: 'business' },
};
