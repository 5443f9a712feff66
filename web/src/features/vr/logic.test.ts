import { describe, expect, it } from 'vitest';
import { cameraLink, hasOpenTask, orderBlock, tourLink, usedPercent } from './logic';

describe('VR logic', () => {
  it('shows the sandbox camera page only while a sandbox task is being shot', () => {
    expect(cameraLink({ provider: 'sandbox', state: 'shooting', shoot_url: '/sandbox-vr/VR1' })).toBe('/sandbox-vr/VR1');
    expect(cameraLink({ provider: 'sandbox', state: 'done', shoot_url: '/sandbox-vr/VR1' })).toBeNull();
    expect(cameraLink({ provider: 'realvr', state: 'shooting', shoot_url: 'https://app.example/1' })).toBeNull();
  });

  it('links the tour of a finished task only', () => {
    expect(tourLink({ state: 'done', tour_url: 'https://vr.example/t' })).toBe('https://vr.example/t');
    expect(tourLink({ state: 'shooting', tour_url: '' })).toBeNull();
    expect(tourLink({ state: 'failed', tour_url: '' })).toBeNull();
  });

  it('tells whether a house has a shoot in progress', () => {
    expect(hasOpenTask([{ state: 'done' }, { state: 'failed' }])).toBe(false);
    expect(hasOpenTask([{ state: 'done' }, { state: 'shooting' }])).toBe(true);
  });

  it('does not offer a shoot on a house off the market, nor a second one while one is shot', () => {
    expect(orderBlock('valid', [{ state: 'done' }])).toBeNull();
    expect(orderBlock('sealed', [])).toBeNull();
    expect(orderBlock('valid', [{ state: 'shooting' }])).toBe('openTask');
    for (const status of ['cancelled', 'invalid', 'deal_external', 'deal_internal'] as const) expect(orderBlock(status, [])).toBe('offMarket');
    expect(orderBlock('deal_internal', [{ state: 'shooting' }])).toBe('offMarket');
  });

  it('gives the used share of a package, bounded', () => {
    expect(usedPercent(1, 50)).toBe(2);
    expect(usedPercent(50, 50)).toBe(100);
    expect(usedPercent(3, 0)).toBe(0);
    expect(usedPercent(60, 50)).toBe(100);
  });
});
