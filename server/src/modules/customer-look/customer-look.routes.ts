import {
  houseCustomerMatch, houseListForLook, lookAdd, lookAgreementUpdate, lookCustomerList, lookGet, lookHouseAddress, lookList, lookPreview,
  lookSeeMore, lookStatistics, lookUpdate, lookUpfile,
} from '@brokerage/contract';
import { route, uploadRoute } from '../../core/route.js';
import * as look from './customer-look.service.js';
import * as lists from './look-list.service.js';
import { matchCustomers, pickHouses } from './match.service.js';

export const customerLookRoutes = [
  route(lookList, (ctx, input) => lists.listLooks(ctx, input)),
  route(lookGet, (ctx, input) => lists.getLook(ctx, input.id)),
  route(lookCustomerList, (ctx, input) => lists.looksOfCustomer(ctx, input)),
  route(lookSeeMore, (ctx, input) => lists.looksOfHouse(ctx, input)),
  route(lookStatistics, (ctx, input) => lists.statistics(ctx, input)),
  route(lookHouseAddress, async (ctx, input) => ({ list: await lists.houseAddresses(ctx, input.house_ids) })),
  route(lookPreview, (ctx, input) => lists.preview(ctx, input)),
  route(lookAdd, (ctx, input) => look.addLook(ctx, input)),
  route(lookUpdate, (ctx, input) => look.updateLook(ctx, input)),
  uploadRoute(lookUpfile, (ctx, input) => look.uploadAgreement(ctx, input)),
  route(lookAgreementUpdate, (ctx, input) => look.updateAgreement(ctx, input)),
  route(houseListForLook, (ctx, input) => pickHouses(ctx, input)),
  route(houseCustomerMatch, (ctx, input) => matchCustomers(ctx, input)),
];
