import { syncDelete, syncList, syncPush, syncVr, syncXingfuliReason } from '@brokerage/contract';
import { route, type RouteDef } from '../../core/route.js';
import { fetchRejectReason, houseListings, pushListing, syncTour, withdrawListing } from './portal.service.js';

export const portalRoutes: RouteDef[] = [
  route(syncList, (ctx, input) => houseListings(ctx, input.house_id)),
  route(syncPush, (ctx, input) => pushListing(ctx, input.portal, input.house_id)),
  route(syncDelete, (ctx, input) => withdrawListing(ctx, input.portal, input.house_id, input.reason)),
  route(syncVr, (ctx, input) => syncTour(ctx, input.portal, input.house_id)),
  route(syncXingfuliReason, (ctx, input) => fetchRejectReason(ctx, input.house_id)),
];
