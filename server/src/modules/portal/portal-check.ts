import { PORTAL_CHECK_SECONDS, PORTAL_LIVE_STATES, Portal, type HouseStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { tryOutside, type OutsideCall } from '../../core/outside-call.js';
import type { PortalProvider, PortalReview } from './provider.js';

// What keeps listings in step with the portals and the houses, for the job and for a read of a house's listings. Each
// change is an UPDATE whose WHERE clause repeats its condition, so several servers (or a job and a read) doing it at
// once never apply one twice. A portal that fails while the job asks it is kept in the interface log and the job goes
// on with the next listing; the failed one is found again by a later run.

type Pending = { id: number; house_id: number; portal: string; ref: string };

// Asks a portal about a listing: null when it could not be asked (the failure already kept).
export type AskPortal = (portal: Portal, row: Pending) => Promise<PortalReview | null>;

// A portal call as the interface log keeps it when it fails.
export function portalCall(provider: PortalProvider, portal: Portal, method: string, request: Record<string, unknown>): OutsideCall {
  return { service: 'portal', method, url: `${provider.name}:${portal}`, request: { portal, ...request } };
}

// Asks the portal about a pending listing once it is due (never asked, or not for PORTAL_CHECK_SECONDS): the row is
// first claimed by moving its checked_at, so only one asker goes to the portal. Answers whether the state changed.
export async function checkListing(db: Db, ask: AskPortal, row: Pending, now: number): Promise<boolean> {
  const claimed = await db.updateTable('house_portal').set({ checked_at: now })
    .where('id', '=', row.id).where('state', '=', 'pending').where('ref', '=', row.ref)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', now - PORTAL_CHECK_SECONDS)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const review = await ask(Portal.parse(row.portal), row);
  // Not asked: the claim stays, so the listing is asked again once due.
  if (!review || review.state === 'pending') return false;
  // A push in the meantime set checked_at back to null: its review is still to come, this one is of the old listing.
  const changed = await db.updateTable('house_portal')
    .set({ state: review.state, reason: (review.reason ?? '').slice(0, 500), withdrawn_for: null, state_at: now, updated_at: now })
    .where('id', '=', row.id).where('state', '=', 'pending').where('checked_at', '=', now).executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

// Pending listings due to be asked about.
export async function checkDueListings(db: Db, provider: PortalProvider, now: number, limit: number): Promise<number> {
  const due = await db.selectFrom('house_portal').select(['id', 'house_id', 'portal', 'ref']).where('state', '=', 'pending')
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', now - PORTAL_CHECK_SECONDS)]))
    .orderBy('id').limit(limit).execute();
  const ask: AskPortal = async (portal, row) => (await tryOutside(db, now, portalCall(provider, portal, 'check', { house_id: row.house_id, ref: row.ref }),
    () => provider.check(portal, row.ref)))?.value ?? null;
  let changed = 0;
  for (const row of due) if (await checkListing(db, ask, row, now)) changed += 1;
  return changed;
}

// Withdraws the pending and online listings of houses that are no longer 有效 (sold, 封盘, 无效, deleted…), noting the
// status that did it. The portal is told first: a listing left showing a sold house is worse than one withdrawn twice.
export async function withdrawUnavailable(db: Db, provider: PortalProvider, now: number, limit: number): Promise<number> {
  const rows = await db.selectFrom('house_portal as hp').innerJoin('house as h', 'h.id', 'hp.house_id')
    .select(['hp.id', 'hp.house_id', 'hp.portal', 'hp.ref', 'h.status', 'h.deleted_at'])
    .where('hp.state', 'in', [...PORTAL_LIVE_STATES])
    .where((eb) => eb.or([eb('h.status', '<>', 'valid'), eb('h.deleted_at', 'is not', null)]))
    .orderBy('hp.id').limit(limit).execute();
  let changed = 0;
  for (const row of rows) {
    const portal = Portal.parse(row.portal);
    const told = await tryOutside(db, now, portalCall(provider, portal, 'withdraw', { house_id: row.house_id, ref: row.ref }),
      () => provider.withdraw(portal, row.ref));
    if (!told) continue;
    const status: HouseStatus = row.deleted_at !== null ? 'cancelled' : row.status as HouseStatus;
    const done = await db.updateTable('house_portal').set({ state: 'offline', reason: '', withdrawn_for: status, state_at: now, updated_at: now })
      .where('id', '=', row.id).where('ref', '=', row.ref).where('state', 'in', [...PORTAL_LIVE_STATES]).executeTakeFirst();
    changed += Number(done.numUpdatedRows);
  }
  return changed;
}
