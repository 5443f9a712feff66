// A valid input per endpoint of the deal area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET deal': {
    page: 1, limit: 20, kind: 'sale', status: 'pending,effective', keyword: 'CJ2026', signed_from: 1700000000, signed_to: 2000000000,
    store_id: 1, agent_id: 3,
  },
  'GET deal/export': { kind: 'sale', status: 'effective,settled', keyword: 'CJ', signed_from: 0, signed_to: 2000000000 },
  'GET deal/{id}': { id: 1 },
  'GET deal/update_find': { id: 1 },
  'GET operate/deal': { page: 1, limit: 20, deal_id: 1 },
  'POST deal/add': {
    kind: 'sale', contract_no: 'CJ202612060001', house_id: 1, customer_id: 1, buyer_name: '王先生', buyer_phone: '13912345678',
    seller_name: '李女士', seller_phone: '13887654321', price: 4800000, signed_at: 1700000000, buyer_commission: 48000,
    seller_commission: 24000.5, agent_id: 3, remark: '全款', split: [{ role: 'house', staff_id: 3, share: 5000 }, { role: 'customer', staff_id: 4, share: 5000 }],
  },
  'POST deal/update': {
    id: 1, version: 2, contract_no: 'CJ202612060001', house_id: 1, customer_id: 1, buyer_name: '王先生', buyer_phone: '13912345678',
    seller_name: '李女士', price: 4750000, signed_at: 1700000000, buyer_commission: 47500, seller_commission: 23750, agent_id: 3,
    remark: '议价后', split: [{ role: 'house', staff_id: 3, share: 6000 }, { role: 'customer', staff_id: 4, share: 4000 }],
  },
  'POST deal/delete': { id: 1, version: 1 },
  'POST deal/reject': { id: 1, version: 1, reason: '合同金额与附件不符' },
  'POST deal/dealapproveupdate': { id: 1, version: 2 },
  'POST deal/terminate': { id: 1, version: 3, reason: '买方贷款未批' },
};
