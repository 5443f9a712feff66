import { targetSave } from '@brokerage/contract';
import type { TestApp } from '../../test/harness.js';

// Sets this month's targets of the person signed in with `token`, as the dialog does (deal/add and newhousereport/add
// wait for them).
export async function setMonthTargets(t: TestApp, token: string): Promise<void> {
  const { body } = await t.call(targetSave, {
    target_number_loan: 1, target_money_loan: 1000, target_number_old: 1, target_money_old: 1000, target_number_new: 1, target_money_new: 1000,
  }, { token });
  if (body.code !== '200000') throw new Error(`dealtarget/save failed: ${JSON.stringify(body)}`);
}
