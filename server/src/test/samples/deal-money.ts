// A valid input per endpoint of the deal-money area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET dealmoney/{id}': { id: 1 },
  'POST dealmoney/add': { deal_id: 1, money_type: 'commission', payer: 'customer', amount: 48000.5, due_at: 1700000000, remark: '买方佣金' },
  'POST dealmoney/update': { id: 1, version: 1, money_type: 'commission', payer: 'owner', amount: 24000, due_at: 1700000000, remark: '卖方佣金' },
  'POST dealmoney/delete': { id: 1, version: 1 },
  'GET dealpay/{id}': { id: 1 },
  'POST dealpay/add': {
    deal_id: 1, deal_money_id: 1, kind: 'receipt', money_type: 'commission', payer: 'customer', method: 'transfer', amount: 10000.01, paid_at: 1700000000, remark: '首付佣金',
  },
  'POST dealpay/update': { id: 1, version: 1, deal_money_id: null, kind: 'refund', money_type: 'deposit', payer: 'customer', method: 'cash', amount: 500, paid_at: 1700000000, remark: '退定金' },
  'POST dealpay/delete': { id: 1, version: 1 },
  'GET deal/moneypaylist': { deal_id: 1 },
  'GET deal/moneypaysub': { deal_id: 1 },
  'POST deal/settle': { id: 1, version: 3 },
  'POST deal/close': { id: 1, version: 4 },
};
