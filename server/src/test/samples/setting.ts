// A valid input per endpoint of the setting area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET setting/company': {},
  'POST setting/company': { name: '安居房产', short_name: '安居', logo: '', address: '上海', phone: '021', resign_handover: 'public' },
  'GET setting/module': {},
  'POST setting/module': { modules: [{ name: 'Article', enabled: 0 }] },
};
