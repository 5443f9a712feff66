import { describe, expect, it } from 'vitest';
import { ENTRUST_UPLOAD_LINK, entrustPeriodRule, entrustState, type EntrustItem } from '@brokerage/contract';
import { callsOf, emptyValues, fieldsOf, isEditable, periodText, valuesOf } from './logic';
import { ENTRUST_UPLOAD_PATH, entrustUploadPath, parseBookId } from './paths';

const book: EntrustItem = {
  id: 7, kind: 'rent', house_id: 3, house_address: '阳光花园 1栋 1单元 101', type: 'limited', start_date: '2026-03-01', end_date: '2026-08-31',
  owner_name: '李梅', price: 8500, commission: '一个月租金', remark: '', scans: [{ id: 11, url: '/u/a.jpg', thumb_url: '/u/a.webp', width: 1, height: 1, name: 'a.jpg' }],
  status: 'rejected', state: 'rejected', approval_id: 2, reject_reason: '扫描件不清楚', agent_id: 5, agent_name: '张三', store_name: '一店',
  effective_at: null, version: 4, created_at: 1, updated_at: 2,
};

describe('the book form', () => {
  it('reads a book into the form and back into the call\'s fields, the scans by id in order', () => {
    const values = valuesOf(book);
    expect(fieldsOf({ ...values, owner_name: ' 李梅 ', commission: ' 一个月租金 ' })).toEqual({
      type: 'limited', start_date: '2026-03-01', end_date: '2026-08-31', owner_name: '李梅', price: 8500, commission: '一个月租金', remark: '', file_ids: [11],
    });
    expect(fieldsOf(emptyValues('2026-05-01'))).toMatchObject({ type: 'general', start_date: '2026-05-01', end_date: null, file_ids: [] });
  });

  it('only drafts and rejected books are changed; the period reads open-ended without an end', () => {
    expect(isEditable(book)).toBe(true);
    expect(isEditable({ status: 'pending' })).toBe(false);
    expect(isEditable({ status: 'effective' })).toBe(false);
    expect(periodText({ start_date: '2026-01-01', end_date: null }, '长期')).toBe('2026-01-01 ~ 长期');
  });

  it('goes through the older calls of the house\'s kind', () => {
    expect(callsOf('sale').add.path).toBe('house/addentrustbook');
    expect(callsOf('rent').update.path).toBe('entrustbook/updatehire');
  });
});

describe('the contract\'s rules the form shares', () => {
  it('checks the period and derives 已过期', () => {
    expect(entrustPeriodRule('exclusive', '2026-01-01', null)).toBe('endRequired');
    expect(entrustPeriodRule('general', '2026-01-01', null)).toBeNull();
    expect(entrustPeriodRule('limited', '2026-02-01', '2026-01-31')).toBe('endBeforeStart');
    expect(entrustPeriodRule('limited', '2026-01-01', '2028-12-31')).toBeNull();
    expect(entrustPeriodRule('limited', '2026-01-01', '2029-01-01')).toBe('periodTooLong');
    expect(entrustState('effective', '2026-01-31', '2026-02-01')).toBe('expired');
    expect(entrustState('effective', '2026-01-31', '2026-01-31')).toBe('effective');
    expect(entrustState('draft', '2020-01-01', '2026-01-31')).toBe('draft');
  });
});

describe('the phone upload page\'s address', () => {
  it('is what the QR codes encode', () => {
    expect(ENTRUST_UPLOAD_LINK).toBe(`/#${ENTRUST_UPLOAD_PATH}?id=`);
    expect(entrustUploadPath(12)).toBe('/entrust/upload?id=12');
    expect(parseBookId('?id=12')).toBe(12);
    expect(parseBookId('?id=x')).toBeNull();
  });
});
