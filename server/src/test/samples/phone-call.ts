// A valid input per endpoint of the phone-call area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'POST phone/play': { owner_id: 1, index: 0 },
  'GET phone/list': { page: 1, limit: 20, house_id: 1, staff_id: 2, state: 'answered', date_from: '2026-01-01', date_to: '2026-01-31', keyword: '王' },
  'GET phone/detail': { id: 1 },
};
