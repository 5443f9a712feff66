// A valid input per endpoint of the deal-picture area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET dealpicture': { deal_id: 1, kind: 'contract' },
  'POST dealpicture/add': { deal_id: 1, kind: 'receipt' },
};
