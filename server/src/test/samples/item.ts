// A valid input per endpoint of the item area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET item/{id}': { id: 'house_status' },
  'GET item/get': { codes: 'house_status,staff_education' },
};
