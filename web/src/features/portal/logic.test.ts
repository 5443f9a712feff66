import { describe, expect, it } from 'vitest';
import type { PortalListing } from '@brokerage/contract';
import { anyPending, portalCards } from './logic';

const listing = (portal: PortalListing['portal'], state: PortalListing['state']): PortalListing => ({
  id: 1, house_id: 9, portal, state, reason: '', withdrawn_for: null, ref: 'R', pushed_by: 2, pushed_by_name: '张伟', pushed_at: 1, checked_at: null,
  state_at: 1, vr_task_id: null, vr_synced_at: null, updated_at: 1,
});
const tour = { task_id: 3, tour_url: 'https://vr.example.com/t/3', done_at: 1 };

describe('portalCards', () => {
  it('shows the three portals, those never pushed offering 推送 and nothing else', () => {
    const cards = portalCards([], null);
    expect(cards.map((c) => c.portal)).toEqual(['anjuke', 'wuba', 'xingfuli']);
    expect(cards.every((c) => c.push === 'push' && !c.withdraw && !c.fetchReason)).toBe(true);
    expect(cards.map((c) => c.vr.shown)).toEqual([true, true, false]);
  });

  it('offers 重新推送 and 下架 while a listing is pending, online or rejected; a withdrawn one is pushed anew', () => {
    const cards = portalCards([listing('anjuke', 'online'), listing('wuba', 'offline'), listing('xingfuli', 'rejected')], null);
    expect(cards.map((c) => [c.push, c.withdraw])).toEqual([['repush', true], ['push', false], ['repush', true]]);
  });

  it('blocks the VR sync until the listing is online and the house has a finished tour', () => {
    expect(portalCards([listing('anjuke', 'pending')], tour)[0]!.vr.block).toBe('notOnline');
    expect(portalCards([listing('anjuke', 'online')], null)[0]!.vr.block).toBe('noTour');
    expect(portalCards([listing('anjuke', 'online')], tour)[0]!.vr.block).toBeNull();
  });

  it('asks xingfuli for the reason of its rejection only', () => {
    const cards = portalCards([listing('wuba', 'rejected'), listing('xingfuli', 'rejected')], null);
    expect(cards.map((c) => c.fetchReason)).toEqual([false, false, true]);
    expect(portalCards([listing('xingfuli', 'online')], null)[2]!.fetchReason).toBe(false);
  });
});

describe('anyPending', () => {
  it('is true while a portal reviews a listing', () => {
    expect(anyPending(undefined)).toBe(false);
    expect(anyPending([listing('anjuke', 'online')])).toBe(false);
    expect(anyPending([listing('anjuke', 'online'), listing('wuba', 'pending')])).toBe(true);
  });
});
