import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ITEM_CODES } from './enums.js';

// Fixed value lists (dictionaries) by code, labelled in the caller's language: the pickers of house, customer and
// staff forms fill themselves from these. The lists themselves live in contract/src/enums.ts.

export const ItemOption = z.object({ value: z.string(), label: z.string() });
export type ItemOption = z.infer<typeof ItemOption>;

const DictionaryCode = z.string().trim().min(1).max(50);

export const itemGet = endpoint({
  method: 'GET', path: 'item/{id}', access: 'signed-in', tag: 'item',
  // An unknown code is bad input (400001, the message lists the known ones), like any other field.
  params: z.strictObject({ id: z.enum(ITEM_CODES) }),
  summary: 'One dictionary by its code (house_status, staff_education, …): its values with labels in the caller\'s language.',
  input: z.strictObject({}),
  data: z.object({ code: z.string(), list: z.array(ItemOption) }),
});

export const itemMany = endpoint({
  method: 'GET', path: 'item/get', access: 'signed-in', tag: 'item',
  summary: 'Several dictionaries at once: `codes` comma-separated (codes=a,b) or repeated (codes=a&codes=b); answers a map of code → list. 404001 names unknown codes in data.unknown.',
  input: z.strictObject({
    codes: z.union([z.string().trim().min(1).max(1000), z.array(DictionaryCode).min(1).max(30)]),
  }),
  data: z.record(z.string(), z.array(ItemOption)),
});
