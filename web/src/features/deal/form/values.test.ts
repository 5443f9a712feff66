import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { percentToShare, shareGap, shareSum, stepOfField, toAddInput, toUpdateInput, type EntryValues } from './values';

const values = (overrides: Partial<EntryValues> = {}): EntryValues => ({
  kind: 'sale', house: { value: 3, label: 'A' }, customer: { value: 9, label: 'B' }, contract_no: '', buyer_name: ' 王先生 ', buyer_phone: '13812345678',
  seller_name: '李女士', seller_phone: '13887654321', price: 4_800_000, signed_at: dayjs('2026-12-01T15:00:00'), agent: null, remark: '',
  buyer_commission: 48_000, seller_commission: 24_000.5, split_mode: 'custom',
  split: [{ role: 'house', staff: { value: 5, label: 'x' }, share: 60 }, { role: 'customer', staff: { value: 6, label: 'y' }, share: 40 }],
  ...overrides,
});

describe('the entry wizard values', () => {
  it('turns percentages into basis points without float drift and sums them', () => {
    expect(percentToShare(33.33)).toBe(3333);
    expect(percentToShare(0.1 + 0.2)).toBe(30);
    expect(percentToShare(null)).toBe(0);
    expect(shareSum([{ share: 33.33 }, { share: 33.33 }, { share: 33.34 }])).toBe(10_000);
    expect(shareGap([{ share: 60 }, { share: 39.5 }])).toBe(-50);
    expect(shareGap([{ share: 60 }, { share: 40 }])).toBe(0);
  });

  it('builds deal/add: the contract number and split only when given, the signing day\'s start', () => {
    const input = toAddInput(values());
    expect(input).toMatchObject({ kind: 'sale', house_id: 3, customer_id: 9, buyer_name: '王先生', price: 4_800_000, seller_commission: 24_000.5 });
    expect(input).not.toHaveProperty('contract_no');
    expect(input).not.toHaveProperty('agent_id');
    expect(input.split).toEqual([{ role: 'house', staff_id: 5, share: 6000 }, { role: 'customer', staff_id: 6, share: 4000 }]);
    // The start of the company's day (Asia/Shanghai, UTC+8, by default), whatever the machine's zone.
    expect(input.signed_at).toBe(Date.UTC(2026, 10, 30, 16) / 1000);
    expect(toAddInput(values({ split_mode: 'default', contract_no: ' HT-1 ' }))).toMatchObject({ contract_no: 'HT-1' });
    expect(toAddInput(values({ split_mode: 'default' }))).not.toHaveProperty('split');
  });

  it('builds deal/update with the phones only when typed anew', () => {
    const input = toUpdateInput(values({ buyer_phone: '', seller_phone: ' ', contract_no: 'CJ1' }), 7, 2);
    expect(input).toMatchObject({ id: 7, version: 2, contract_no: 'CJ1' });
    expect(input).not.toHaveProperty('buyer_phone');
    expect(input).not.toHaveProperty('seller_phone');
  });

  it('knows the step of a server field', () => {
    expect(stepOfField('house_id')).toBe('pick');
    expect(stepOfField('buyer_phone')).toBe('parties');
    expect(stepOfField('split')).toBe('split');
    expect(stepOfField('unknown')).toBe('confirm');
  });
});
