// A valid input per endpoint of the access area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET setting/getauth': { role_id: 1 },
  'POST setting/auth': { role_id: 1, menus: ['House'], permissions: [{ code: 'bind:list', data_scope: 'self' }] },
};
