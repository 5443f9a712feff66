import { describe, expect, it } from 'vitest';
import { customerAdd, customerUpdate, type CustomerDetail } from '@brokerage/contract';
import { NEW_CUSTOMER, budgetFromYuan, budgetToYuan, fromCustomer, toCustomerInput, type CustomerValues } from './values';

const values = (patch: Partial<CustomerValues> = {}): CustomerValues => ({ ...(NEW_CUSTOMER as CustomerValues), name: ' 王先生 ', phones: ['13912345678'], ...patch });

describe('customer form values', () => {
  it('types a buyer\'s budget in 万 and a renter\'s in yuan, kept to the fen', () => {
    expect(budgetToYuan(300, 'buy')).toBe(3_000_000);
    expect(budgetToYuan(123.4567, 'buy')).toBe(1_234_567);
    expect(budgetToYuan(0.00001, 'buy')).toBe(0.1);
    expect(budgetToYuan(4500.555, 'rent')).toBe(4500.56);
    expect(budgetToYuan(null, 'buy')).toBeNull();
    expect(budgetFromYuan(3_250_000, 'buy')).toBe(325);
    expect(budgetFromYuan(4500, 'rent')).toBe(4500);
    expect(budgetFromYuan(null, 'rent')).toBeNull();
  });

  it('makes an input customer/add accepts, the price in yuan and the name trimmed', () => {
    const input = { kind: 'buy' as const, ...toCustomerInput(values({ price: [200, 350], areas: [{ value: 3, label: '朝阳区' }], rooms: [2, 3] }), 'buy', true) };
    const parsed = customerAdd.input.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(input).toMatchObject({ name: '王先生', price_min: 2_000_000, price_max: 3_500_000, area_ids: [3], rooms: [2, 3], phones: ['13912345678'], school_district: 0 });
  });

  it('sends the phones on an update only when they are changed, and no payment or channel where they do not apply', () => {
    const kept = toCustomerInput(values({ payment: 'full', source: 'walk_in', channel: 'anjuke' }), 'rent', false);
    expect(kept).not.toHaveProperty('phones');
    expect(kept.payment).toBeNull();
    expect(kept.channel).toBeNull();
    expect(customerUpdate.input.safeParse({ id: 1, version: 1, ...kept }).success).toBe(true);
  });

  it('shows a customer in the form with its budget back in 万 and its places named', () => {
    const customer = {
      kind: 'buy', name: '李女士', sex: 'female', phones: [{ index: 0, masked: '139****5678' }], source: 'online', channel: 'anjuke', level: 'a',
      urgency: 'urgent', remark: '', areas: [{ id: 3, name: '朝阳区' }], regions: [{ id: 9, name: '万科城市花园' }], rooms: [3], area_min: 80, area_max: null,
      price_min: 4_000_000, price_max: 5_000_000, floor_min: null, floor_max: 20, uses: ['residence'], decorations: [], school_district: 1, payment: 'full',
    } as unknown as CustomerDetail;
    expect(fromCustomer(customer)).toMatchObject({
      price: [400, 500], area: [80, null], floor: [null, 20], areas: [{ value: 3, label: '朝阳区' }], regions: [{ value: 9, label: '万科城市花园' }],
      school_district: true, phones: ['139****5678'],
    });
  });
});
