import { describe, expect, it } from 'vitest';
import { NO_LOOK_DAYS_DEFAULT } from '@brokerage/contract';
import { lastDays, today } from '../statistics/days';
import { readLook, writeLook } from './lookState';

describe('带看考核 filters in the link', () => {
  it('opens on the last days and the default days without filters', () => {
    expect(readLook('view=look')).toEqual({ ...lastDays(today()), days: NO_LOOK_DAYS_DEFAULT });
  });

  it('reads back what it writes, keeping the view', () => {
    const state = { date_from: '2026-03-01', date_to: '2026-03-31', days: 14 };
    const search = writeLook(state);
    expect(new URLSearchParams(search).get('view')).toBe('look');
    expect(readLook(search)).toEqual(state);
    expect(writeLook({ ...state, days: NO_LOOK_DAYS_DEFAULT })).not.toContain('days=');
  });

  it('drops what the calls would refuse', () => {
    const opening = lastDays(today());
    expect(readLook('date_from=2026-03-31&date_to=2026-03-01&days=3')).toEqual({ ...opening, days: 3 });
    expect(readLook('date_from=2024-01-01&date_to=2026-01-01')).toEqual({ ...opening, days: NO_LOOK_DAYS_DEFAULT });
    expect(readLook('date_from=2026-03-01&date_to=2026-03-02&days=-1').days).toBe(NO_LOOK_DAYS_DEFAULT);
    expect(readLook('days=abc').days).toBe(NO_LOOK_DAYS_DEFAULT);
  });
});
