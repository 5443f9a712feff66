// A valid input per endpoint of the target area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'POST dealtarget/save': {
    target_number_loan: 2, target_money_loan: 8000, target_number_old: 1, target_money_old: 30000.5,
    target_number_new: 1, target_money_new: 20000,
  },
  'GET dealtarget/list': { page: 1, limit: 12, month: '2026-11' },
};
