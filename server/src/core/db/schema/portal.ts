import type { Generated } from 'kysely';

// Listing portals (migration 102): a house's listing on each portal, and the sandbox provider's own listings.
export type HousePortalTable = {
  id: Generated<number>;
  house_id: number;
  portal: string;
  state: string;
  // The portal's rejection reason, or the withdrawal's reason given by staff.
  reason: Generated<string>;
  // The house status for which the server withdrew the listing.
  withdrawn_for: string | null;
  ref: Generated<string>;
  pushed_by: number | null;
  pushed_at: number;
  checked_at: number | null;
  state_at: number;
  vr_task_id: number | null;
  vr_synced_at: number | null;
  updated_at: number;
};

export type PortalSandboxListingTable = {
  ref: string;
  portal: string;
  house_id: number;
  title: Generated<string>;
  price: number;
  pictures: number;
  // pending, online, rejected or withdrawn.
  state: string;
  reason: Generated<string>;
  tour_url: Generated<string>;
  updated_at: number;
};
