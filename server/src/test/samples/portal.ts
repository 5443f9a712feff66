// A valid input per endpoint of the portal area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET sync/list': { house_id: 1 },
  'POST sync/{portal}/push': { portal: 'anjuke', house_id: 1 },
  'POST sync/{portal}/delete': { portal: 'wuba', house_id: 1, reason: '业主暂不出售' },
  'POST sync/{portal}/vr': { portal: 'anjuke', house_id: 1 },
  'POST sync/get_xingfuli_reason': { house_id: 1 },
};
