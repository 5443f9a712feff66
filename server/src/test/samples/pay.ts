// A valid input per endpoint of the pay area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET pay/qrcode': { deal_money_id: 1, amount: 1000.5 },
  'GET pay/query': { order_no: 'P17650000001A2B3C4D5E6F' },
};
