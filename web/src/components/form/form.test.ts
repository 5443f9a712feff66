import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { houseList, houseOfflineAdd, staffAdd } from '@brokerage/contract';
import { constraintOf, fieldConstraints, maxLengthOf } from './schemaRules';
import { fieldErrorsOf, isStale } from './serverErrors';

describe('the rules a contract schema sets for a form', () => {
  it('read required, lengths and patterns of the staff form from staff/add', () => {
    const rules = fieldConstraints(staffAdd.input);
    expect(rules.name).toMatchObject({ kind: 'string', required: true, minLength: 1, maxLength: 50 });
    expect(rules.account).toMatchObject({ required: true, minLength: 2, maxLength: 64 });
    expect(rules.account?.patterns[0]?.test('li.ming')).toBe(true);
    expect(rules.account?.patterns[0]?.test('li ming')).toBe(false);
    // The mobile has no length, but its pattern refuses an empty text: required.
    expect(rules.mobile).toMatchObject({ required: true });
    expect(rules.mobile?.patterns[0]?.test('13800000000')).toBe(true);
    // Defaulted, nullable and optional fields may be left empty.
    expect(rules.introduction).toMatchObject({ required: false, maxLength: 500 });
    expect(rules.store_id?.required).toBe(false);
    expect(rules.id_number?.required).toBe(false);
    expect(rules.role_id).toMatchObject({ kind: 'number', required: true, integer: true, min: { value: 0, exclusive: true } });
  });

  it('read number ranges of the external house form from houseoffline/add', () => {
    const rules = fieldConstraints(houseOfflineAdd.input);
    expect(rules.rooms).toMatchObject({ kind: 'number', required: true, integer: true, min: { value: 0, exclusive: false }, max: { value: 20, exclusive: false } });
    expect(rules.floor_number).toMatchObject({ required: false, min: { value: -10, exclusive: false }, max: { value: 200, exclusive: false } });
    expect(rules.community).toMatchObject({ required: true, minLength: 1, maxLength: 50 });
    expect(rules.kind).toMatchObject({ kind: 'other', required: true });
    expect(rules.remarks).toMatchObject({ required: false, maxLength: 500 });
  });

  it('give a filter box the longest text its call takes, through the list query\'s refinements', () => {
    expect(maxLengthOf(houseList.input, 'keyword')).toBe(50);
    expect(maxLengthOf(houseList.input, 'no_such_field')).toBeUndefined();
  });

  it('look through coercions and wrappers', () => {
    expect(constraintOf(z.coerce.number().int().min(1).max(9).optional())).toMatchObject({ kind: 'number', required: false, integer: true, max: { value: 9 } });
    expect(constraintOf(z.string().trim().length(18))).toMatchObject({ minLength: 18, maxLength: 18, required: true });
    expect(constraintOf(z.string().max(10))).toMatchObject({ required: false, maxLength: 10 });
  });
});

describe('a refused save', () => {
  const refusal = (data: unknown) => Object.assign(new Error('refused'), { code: '400001', data });

  it('puts the server\'s messages on their fields, list items by index', () => {
    expect(fieldErrorsOf(refusal({ fields: { mobile: 'Invalid string', 'phones.1': 'Too long', _: 'Whole input' } }))).toEqual([
      { name: ['mobile'], errors: ['Invalid string'] },
      { name: ['phones', 1], errors: ['Too long'] },
    ]);
  });

  it('has no field errors for other refusals', () => {
    expect(fieldErrorsOf(Object.assign(new Error('x'), { code: '602144', data: null }))).toEqual([]);
    expect(fieldErrorsOf(refusal(null))).toEqual([]);
    expect(fieldErrorsOf(new Error('network'))).toEqual([]);
  });

  it('tells a stale record (602144) from the rest', () => {
    expect(isStale(Object.assign(new Error('x'), { code: '602144' }))).toBe(true);
    expect(isStale(Object.assign(new Error('x'), { code: 602144 }))).toBe(true);
    expect(isStale(refusal({ fields: {} }))).toBe(false);
    expect(isStale(null)).toBe(false);
  });
});
