import type { HouseKind, Portal, PortalState } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';

// The listing portal adapter: what the platform needs of the service that publishes houses on the portals. One adapter
// serves the three portals, each call naming its portal; it is chosen by configuration (PORTAL_PROVIDER, providers.ts).
// docs/api/portal.md says how to add one.

// A house as a portal is told of it. Money in fen (a sale's total, a rental's monthly rent), area in square metres,
// picture addresses the portal can fetch.
export type PortalListingPayload = {
  houseId: number;
  kind: HouseKind;
  title: string;
  priceFen: number;
  area: number;
  rooms: number;
  halls: number;
  baths: number;
  floor: number;
  totalFloors: number;
  community: string;
  district: string;
  description: string;
  pictures: string[];
};

// What a portal says of a listing: its state there and, when it rejected it, why (null when it does not say).
export type PortalReview = { state: PortalState; reason: string | null };

export type PortalProvider = {
  name: string;
  // Sends a listing to the portal: a new one, or again under the reference it was given (an update). Answers its
  // reference and state, normally pending while the portal reviews it.
  publish: (portal: Portal, listing: PortalListingPayload, ref: string | null) => Promise<{ ref: string; state: PortalState }>;
  // Takes the listing off the portal; a listing already off stays off.
  withdraw: (portal: Portal, ref: string) => Promise<void>;
  // Asks the portal about the listing's review.
  check: (portal: Portal, ref: string) => Promise<PortalReview>;
  // Asks a portal that reports rejections without their reason (xingfuli) why it rejected the listing.
  reason: (portal: Portal, ref: string) => Promise<string>;
  // Attaches a VR tour to the listing (the portals that take tours).
  syncVr: (portal: Portal, ref: string, tourUrl: string) => Promise<void>;
};

// What an adapter is made from: the server's database (the sandbox keeps its listings there) and the address staff and
// portals reach the server at.
export type PortalProviderSetup = { db: Db; publicUrl: string };
