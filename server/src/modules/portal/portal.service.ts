import {
  HOUSE_STATUS_LABELS, PORTAL_NOT_PUSHED, PORTAL_STATE_LABELS, REASON_PORTAL, VR_PORTALS, type Portal, type PortalListing, type PortalTour,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { callOutside } from '../../core/outside-call.js';
import { houseTour } from '../vr/vr-tour.js';
import { listingOf } from './listing.js';
import { checkListing, portalCall, type AskPortal } from './portal-check.js';
import { houseForPortal, listingOn, listingRow, listingsOf, portalName, refuse } from './portal-read.js';
import { portalProvider } from './providers.js';

// Pushing a house to a portal, withdrawing it, syncing its VR tour, asking xingfuli why it rejected it, and reading a
// house's listings. The portal is told first and the row written after, so a row never claims what the portal was
// not told; each write re-checks the state it was decided on.

export async function pushListing(ctx: Ctx, portal: Portal, houseId: number): Promise<PortalListing> {
  const house = await houseForPortal(ctx, houseId);
  if (house.status !== 'valid') refuse(ctx, 'houseNotAvailable', { status: HOUSE_STATUS_LABELS[house.status][ctx.lang] });
  const provider = portalProvider(ctx);
  const existing = await listingRow(ctx.db, house.id, portal);
  const listing = await listingOf(ctx.db, ctx.config.publicUrl, house.id);
  const sent = await callOutside(ctx, portalCall(provider, portal, 'publish', { house_id: house.id, ref: existing?.ref ?? '' }),
    () => provider.publish(portal, listing, existing?.ref || null));
  const fields = {
    state: sent.state, reason: '', withdrawn_for: null, ref: sent.ref, pushed_by: ctx.caller.staffId, pushed_at: ctx.now, checked_at: null,
    state_at: ctx.now, updated_at: ctx.now,
  };
  await ctx.db.insertInto('house_portal').values({ house_id: house.id, portal, ...fields, vr_task_id: null, vr_synced_at: null })
    .onConflict((oc) => oc.columns(['house_id', 'portal']).doUpdateSet(fields)).execute();
  return listingOn(ctx.db, house.id, portal);
}

export async function withdrawListing(ctx: Ctx, portal: Portal, houseId: number, reason: string): Promise<PortalListing> {
  const house = await houseForPortal(ctx, houseId);
  const row = await listingRow(ctx.db, house.id, portal);
  if (!row || row.state === 'offline') refuse(ctx, 'notListed', { portal: portalName(ctx, portal) });
  const provider = portalProvider(ctx);
  await callOutside(ctx, portalCall(provider, portal, 'withdraw', { house_id: house.id, ref: row.ref }), () => provider.withdraw(portal, row.ref));
  await ctx.db.updateTable('house_portal').set({ state: 'offline', reason, withdrawn_for: null, state_at: ctx.now, updated_at: ctx.now })
    .where('id', '=', row.id).where('ref', '=', row.ref).where('state', '<>', 'offline').execute();
  return listingOn(ctx.db, house.id, portal);
}

export async function syncTour(ctx: Ctx, portal: Portal, houseId: number): Promise<PortalListing> {
  if (!VR_PORTALS.includes(portal)) {
    refuse(ctx, 'noVr', { portal: portalName(ctx, portal), portals: VR_PORTALS.map((p) => portalName(ctx, p)).join(ctx.lang === 'zh' || ctx.lang === 'ja' ? '、' : ', ') }, 'BAD_REQUEST');
  }
  const house = await houseForPortal(ctx, houseId);
  const row = await listingRow(ctx.db, house.id, portal);
  if (row?.state !== 'online') {
    refuse(ctx, 'vrNotOnline', { portal: portalName(ctx, portal), state: row ? PORTAL_STATE_LABELS[row.state][ctx.lang] : notPushed(ctx) });
  }
  const tour = await houseTour(ctx.db, house.id);
  if (!tour) refuse(ctx, 'noTour', {}, 'BAD_REQUEST');
  const provider = portalProvider(ctx);
  await callOutside(ctx, portalCall(provider, portal, 'syncvr', { house_id: house.id, ref: row.ref, tour_url: tour.tour_url }),
    () => provider.syncVr(portal, row.ref, tour.tour_url));
  await ctx.db.updateTable('house_portal').set({ vr_task_id: tour.task_id, vr_synced_at: ctx.now, updated_at: ctx.now })
    .where('id', '=', row.id).where('ref', '=', row.ref).execute();
  return listingOn(ctx.db, house.id, portal);
}

export async function fetchRejectReason(ctx: Ctx, houseId: number): Promise<PortalListing> {
  const portal = REASON_PORTAL;
  const house = await houseForPortal(ctx, houseId);
  const row = await listingRow(ctx.db, house.id, portal);
  if (row?.state !== 'rejected') {
    refuse(ctx, 'notRejected', { portal: portalName(ctx, portal), state: row ? PORTAL_STATE_LABELS[row.state][ctx.lang] : notPushed(ctx) });
  }
  const provider = portalProvider(ctx);
  const reason = (await callOutside(ctx, portalCall(provider, portal, 'reason', { house_id: house.id, ref: row.ref }),
    () => provider.reason(portal, row.ref))).slice(0, 500);
  await ctx.db.updateTable('house_portal').set({ reason, updated_at: ctx.now })
    .where('id', '=', row.id).where('ref', '=', row.ref).where('state', '=', 'rejected').execute();
  return listingOn(ctx.db, house.id, portal);
}

// A house's listings and its latest finished tour; the pending ones due are asked about first, so staff watching the
// tab see the review shortly after pushing.
export async function houseListings(ctx: Ctx, houseId: number): Promise<{ house_id: number; tour: PortalTour | null; list: PortalListing[] }> {
  const house = await houseForPortal(ctx, houseId);
  const rows = await listingsOf(ctx.db, house.id);
  const due = rows.filter((r) => r.state === 'pending');
  if (due.length > 0) {
    const provider = portalProvider(ctx);
    // A portal that fails while asked is answered as the other calls are; the row keeps its claim and is asked again later.
    const ask: AskPortal = (portal, row) => callOutside(ctx, portalCall(provider, portal, 'check', { house_id: house.id, ref: row.ref }),
      () => provider.check(portal, row.ref));
    let changed = false;
    for (const row of due) if (await checkListing(ctx.db, ask, row, ctx.now)) changed = true;
    if (changed) return { house_id: house.id, tour: await houseTour(ctx.db, house.id), list: await listingsOf(ctx.db, house.id) };
  }
  return { house_id: house.id, tour: await houseTour(ctx.db, house.id), list: rows };
}

function notPushed(ctx: Ctx): string {
  return PORTAL_NOT_PUSHED[ctx.lang];
}
