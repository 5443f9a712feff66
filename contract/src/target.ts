import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { Month, PageQuery, TargetCount, TargetMoney } from './validators.js';

// Monthly targets (spec §3): counts and amounts for rental (loan), second-hand sale (old) and new houses.
// Amounts are yuan with at most two decimals. Set once per month; cannot be changed afterwards.
export const TargetFields = z.strictObject({
  target_number_loan: TargetCount,
  target_money_loan: TargetMoney,
  target_number_old: TargetCount,
  target_money_old: TargetMoney,
  target_number_new: TargetCount,
  target_money_new: TargetMoney,
});
export type TargetFields = z.infer<typeof TargetFields>;

export const TargetItem = TargetFields.extend({
  id: z.number().int(),
  month: z.string(),
  created_at: z.number().int(),
  // What the person reached in the month. Rentals (loan) and second-hand sales (old) from their deals' performance
  // rows: the deals they share whose 应收业绩 falls in it less those terminated in it, and their 应收业绩 (yuan). New
  // houses (new) from the reports they filed: those that reached 成交 in the month, and the commissions (yuan) recorded
  // at 结佣 in the month.
  actual_number_loan: z.number().int(),
  actual_money_loan: z.number(),
  actual_number_old: z.number().int(),
  actual_money_old: z.number(),
  actual_number_new: z.number().int(),
  actual_money_new: z.number(),
});
export type TargetItem = z.infer<typeof TargetItem>;

export const targetSave = endpoint({
  method: 'POST', path: 'dealtarget/save', access: 'signed-in', tag: 'target',
  summary: 'Sets the caller\'s targets for the current month; refused (409002) once they are set. Answers them with the month\'s actuals.',
  input: TargetFields,
  data: TargetItem,
});

export const targetList = endpoint({
  method: 'GET', path: 'dealtarget/list', access: 'signed-in', tag: 'target',
  summary: 'The caller\'s monthly targets with what they reached in each month (deals and 应收业绩 by kind), newest month first; `month` picks one month.',
  input: z.strictObject({ ...PageQuery, month: Month.optional() }),
  data: pagedOf(TargetItem),
});
