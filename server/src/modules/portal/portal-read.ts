import {
  HouseStatus, PORTAL_LABELS, Portal, PortalState, portalRuleText, type PortalListing, type PortalRule,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { changeableHouse } from '../house/house-read.js';

// Reading listings: the house a call names within the caller's scope, a house's listings as the calls answer them, and
// the refusals in the caller's words.

export function refuse(ctx: Ctx, rule: PortalRule, params: Record<string, string | number> = {},
  key: 'BAD_REQUEST' | 'TRANSITION_NOT_ALLOWED' = 'TRANSITION_NOT_ALLOWED'): never {
  throw new AppError(key, { detail: portalRuleText(rule, ctx.lang, params) });
}

export function portalName(ctx: Ctx, portal: Portal): string {
  return PORTAL_LABELS[portal][ctx.lang];
}

// A live house the caller may push (its maintainer within the caller's portal:push scope, as house changes are
// scoped); 404001 otherwise.
export async function houseForPortal(ctx: Ctx, houseId: number): Promise<{ id: number; status: HouseStatus }> {
  const house = await ctx.db.selectFrom('house as h').select(['h.id', 'h.status']).where('h.id', '=', houseId)
    .where('h.deleted_at', 'is', null).where(changeableHouse(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  return { id: house.id, status: HouseStatus.parse(house.status) };
}

export type ListingRow = { id: number; house_id: number; portal: Portal; state: PortalState; ref: string; checked_at: number | null };

// The house's row on one portal, or null when it was never pushed there.
export async function listingRow(db: Db, houseId: number, portal: Portal): Promise<ListingRow | null> {
  const row = await db.selectFrom('house_portal').select(['id', 'house_id', 'portal', 'state', 'ref', 'checked_at'])
    .where('house_id', '=', houseId).where('portal', '=', portal).executeTakeFirst();
  if (!row) return null;
  return { ...row, portal: Portal.parse(row.portal), state: PortalState.parse(row.state), checked_at: row.checked_at === null ? null : Number(row.checked_at) };
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

// The house's listings (on one portal when given), in the portals' order, with who pushed them.
export async function listingsOf(db: Db, houseId: number, portal?: Portal): Promise<PortalListing[]> {
  let query = db.selectFrom('house_portal as hp').leftJoin('staff as s', 's.id', 'hp.pushed_by')
    .select(['hp.id', 'hp.house_id', 'hp.portal', 'hp.state', 'hp.reason', 'hp.withdrawn_for', 'hp.ref', 'hp.pushed_by', 's.name as pushed_by_name',
      'hp.pushed_at', 'hp.checked_at', 'hp.state_at', 'hp.vr_task_id', 'hp.vr_synced_at', 'hp.updated_at'])
    .where('hp.house_id', '=', houseId);
  if (portal) query = query.where('hp.portal', '=', portal);
  const rows = await query.execute();
  const order = (p: string) => Portal.options.indexOf(p as Portal);
  return rows.sort((a, b) => order(a.portal) - order(b.portal)).map((r) => ({
    id: r.id, house_id: r.house_id, portal: Portal.parse(r.portal), state: PortalState.parse(r.state), reason: r.reason,
    withdrawn_for: r.withdrawn_for === null ? null : HouseStatus.parse(r.withdrawn_for), ref: r.ref, pushed_by: r.pushed_by,
    pushed_by_name: r.pushed_by_name ?? '', pushed_at: Number(r.pushed_at), checked_at: num(r.checked_at), state_at: Number(r.state_at),
    vr_task_id: r.vr_task_id, vr_synced_at: num(r.vr_synced_at), updated_at: Number(r.updated_at),
  }));
}

export async function listingOn(db: Db, houseId: number, portal: Portal): Promise<PortalListing> {
  const [listing] = await listingsOf(db, houseId, portal);
  if (!listing) throw new Error(`house ${houseId} has no listing on ${portal}`);
  return listing;
}
