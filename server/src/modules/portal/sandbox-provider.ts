import { randomBytes } from 'node:crypto';
import { REASON_PORTAL, type Portal, type PortalState } from '@brokerage/contract';
import type { PortalProvider, PortalProviderSetup, PortalReview } from './provider.js';
import { SANDBOX } from '../../core/sandbox.js';

// The built-in sandbox: a stand-in for the portals that lives in the server and keeps the listings it is given in its
// own table. It reviews a listing by fixed rules the first time it is asked about it (docs/api/portal.md): fewer than
// three pictures or no price is rejected with that reason, anything else goes online; xingfuli's check says rejected
// without the reason, which only `reason` gives. Nothing is published anywhere.

export const SANDBOX_MIN_PICTURES = 3;
// The reasons the sandbox gives, in the portals' own language.
export const SANDBOX_REASONS = { pictures: '房源图片少于3张', price: '房源未填写价格' } as const;

// The sandbox's rejection reason for a listing, or null when it passes.
export function sandboxReview(listing: { pictures: number; price: number }): string | null {
  if (listing.pictures < SANDBOX_MIN_PICTURES) return SANDBOX_REASONS.pictures;
  if (listing.price <= 0) return SANDBOX_REASONS.price;
  return null;
}

export function newSandboxRef(portal: Portal): string {
  return `SB-${portal}-${randomBytes(8).toString('hex')}`;
}

export function sandboxPortalProvider({ db }: PortalProviderSetup): PortalProvider {
  const shown = (portal: Portal, state: PortalState, reason: string): PortalReview =>
    ({ state, reason: state === 'rejected' && portal !== REASON_PORTAL ? reason : null });
  return {
    name: SANDBOX,
    publish: async (portal, listing, ref) => {
      const now = Math.floor(Date.now() / 1000);
      const values = { title: listing.title.slice(0, 200), price: listing.priceFen, pictures: listing.pictures.length, state: 'pending', reason: '', updated_at: now };
      const kept = ref ?? newSandboxRef(portal);
      await db.insertInto('portal_sandbox_listing').values({ ref: kept, portal, house_id: listing.houseId, ...values })
        .onConflict((oc) => oc.column('ref').doUpdateSet(values)).execute();
      return { ref: kept, state: 'pending' };
    },
    withdraw: async (_portal, ref) => {
      await db.updateTable('portal_sandbox_listing').set({ state: 'withdrawn', updated_at: Math.floor(Date.now() / 1000) }).where('ref', '=', ref).execute();
    },
    check: async (portal, ref) => {
      const row = await db.selectFrom('portal_sandbox_listing').select(['state', 'reason', 'pictures', 'price']).where('ref', '=', ref).executeTakeFirst();
      if (!row || row.state === 'withdrawn') return { state: 'offline', reason: null };
      if (row.state !== 'pending') return shown(portal, row.state as PortalState, row.reason);
      const reason = sandboxReview({ pictures: row.pictures, price: Number(row.price) });
      const state: PortalState = reason === null ? 'online' : 'rejected';
      await db.updateTable('portal_sandbox_listing').set({ state, reason: reason ?? '', updated_at: Math.floor(Date.now() / 1000) })
        .where('ref', '=', ref).where('state', '=', 'pending').execute();
      return shown(portal, state, reason ?? '');
    },
    reason: async (_portal, ref) => {
      const row = await db.selectFrom('portal_sandbox_listing').select('reason').where('ref', '=', ref).executeTakeFirst();
      return row?.reason ?? '';
    },
    syncVr: async (_portal, ref, tourUrl) => {
      await db.updateTable('portal_sandbox_listing').set({ tour_url: tourUrl.slice(0, 500), updated_at: Math.floor(Date.now() / 1000) }).where('ref', '=', ref).execute();
    },
  };
}
