// A valid input per endpoint of the deal-step area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET dealstep/list': { deal_id: 1 },
  'POST dealstep/add': { deal_id: 1, code: 'tax', responsible_id: 3, days: 15, count_from: 'previous' },
  'POST dealstep/delete': { id: 1 },
  'GET dealstep/confirm': { id: 1, note: '已完成网签' },
  'POST dealstep/update': { id: 1, responsible_id: 3, days: 5, count_from: 'previous', note: '交接给新负责人' },
  'POST dealstep/skip': { id: 1, reason: '全款购房，无需办理' },
  'POST dealstep/reopen': { id: 1 },
};
