import { PORTALS, REASON_PORTAL, VR_PORTALS, type Portal, type PortalListing, type PortalState, type PortalTour } from '@brokerage/contract';

// The pure parts of the portal tab: each portal's listing and what it allows.

export const STATE_COLORS: Record<PortalState, string> = { pending: 'processing', online: 'success', rejected: 'error', offline: 'default' };

// Why the VR sync is not offered now (the button's tooltip), or null when it is.
export type VrBlock = 'notOnline' | 'noTour' | null;

export type PortalCard = {
  portal: Portal;
  listing: PortalListing | null;
  // 推送 for a portal never pushed or withdrawn, 重新推送 (an update) while it is there or rejected.
  push: 'push' | 'repush';
  withdraw: boolean;
  // Only the portals that take tours show the VR action.
  vr: { shown: boolean; block: VrBlock };
  // xingfuli rejects without the reason: the action asks for it.
  fetchReason: boolean;
};

export function portalCards(listings: readonly PortalListing[], tour: PortalTour | null): PortalCard[] {
  return PORTALS.map((portal) => {
    const listing = listings.find((l) => l.portal === portal) ?? null;
    const live = listing !== null && listing.state !== 'offline';
    const vrBlock: VrBlock = listing?.state !== 'online' ? 'notOnline' : tour === null ? 'noTour' : null;
    return {
      portal,
      listing,
      push: live ? 'repush' : 'push',
      withdraw: live,
      vr: { shown: VR_PORTALS.includes(portal), block: vrBlock },
      fetchReason: portal === REASON_PORTAL && listing?.state === 'rejected',
    };
  });
}

// The tab asks again every few seconds while a portal is still reviewing a listing.
export function anyPending(listings: readonly PortalListing[] | undefined): boolean {
  return (listings ?? []).some((l) => l.state === 'pending');
}
