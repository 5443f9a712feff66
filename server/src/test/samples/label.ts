// A valid input per endpoint of the label area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET labels': { kind: 'house', enabled: 1 },
  'GET labels/export': { kind: 'house', enabled: 1 },
  'GET label/picture': {},
  'POST label/change': { id: 1, name: '满五唯一', color: '#ff4d4f', sort: 1, enabled: 1 },
};
