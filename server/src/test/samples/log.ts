// A valid input per endpoint of the log area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET operate/behaviour': { page: 1, limit: 20, from: 0, to: 2000000000, staff_id: 1, action: 'login', keyword: 'admin' },
  'GET operate/inferface': { page: 1, limit: 20, from: 0, to: 2000000000, service: 'anjuke' },
  'GET operate/behaviour/export': { from: 0, to: 2000000000, action: 'login', keyword: 'agent' },
  'GET operate/inferface/export': { from: 0, to: 2000000000, service: 'anjuke' },
  'POST log/frontend': { message: 'TypeError: x is undefined', stack: 'at House (index-abc.js:1:20)', page: '#/house/list', release: '1.0.0', agent: 'Mozilla/5.0' },
  'GET log/frontend': { page: 1, limit: 20, from: 0, to: 2000000000, keyword: 'TypeError' },
  'GET user/location': { id: 1, limit: 10 },
};
