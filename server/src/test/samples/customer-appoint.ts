// A valid input per endpoint of the customer-appoint area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET customer/customerappointlist': { page: 1, limit: 20, from: 1700000000, to: 1700600000, customer_id: 1, agent_id: 3, status: 'pending' },
  'POST customer/customerappointupdate': { customer_id: 1, day: 1900000000, slot: 'afternoon', house_ids: [1, 2], remark: '周六下午' },
};
