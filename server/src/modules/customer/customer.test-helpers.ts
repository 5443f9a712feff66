import { customerAdd, type CustomerDetail, type InputOf } from '@brokerage/contract';
import type { TestApp } from '../../test/harness.js';

// Shared by the customer and viewing tests: phones no demo customer holds, valid entries.

let serial = 0;
// A mobile of the 170 range, which the demo seed never draws, different on every call within a test file.
export function freshPhone(): string {
  serial += 1;
  return `170${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(5, '0')}`;
}

export function customerEntry(overrides: Partial<InputOf<typeof customerAdd>> = {}): InputOf<typeof customerAdd> {
  return {
    kind: 'buy', name: '王先生', sex: 'male', phones: [freshPhone()], source: 'walk_in', level: 'b', urgency: 'normal', remark: '',
    region_ids: [], area_ids: [], rooms: [2, 3], price_min: 3_000_000, price_max: 6_000_000, ...overrides,
  };
}

export async function enterCustomer(t: TestApp, token: string, overrides: Partial<InputOf<typeof customerAdd>> = {}): Promise<CustomerDetail> {
  const { body } = await t.call(customerAdd, customerEntry(overrides), { token });
  if (body.code !== '200000') throw new Error(`customer/add failed: ${JSON.stringify(body)}`);
  return body.data;
}
