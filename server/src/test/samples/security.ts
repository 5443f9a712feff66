// A valid input per endpoint of the security area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'POST bind/save': { remark: 'office pc' },
  'GET bind/status': {},
  'GET binds': { page: 1, limit: 20, status: 'pending', keyword: 'agent' },
  'POST bind/operate': { id: 1, action: 'approve', reason: 'ok' },
  'POST bind/release': { id: 1 },
  'GET setting/safe': {},
  'POST setting/safe': { watermark_enabled: 1 },
  'GET place/list': {},
  'POST place/save': { name: 'Office', cidr: '10.0.0.0/8' },
  'POST place/delete': { id: 1 },
  'POST place/reset': {},
};
