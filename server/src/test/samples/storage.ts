// A valid input per endpoint of the storage area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET service/getsts': {},
  'GET service/getpolicy': {},
};
