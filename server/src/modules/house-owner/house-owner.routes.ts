import { houseOwnerAdd, houseOwnerList, houseOwnerUpdate, phoneView } from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as owner from './house-owner.service.js';

export const houseOwnerRoutes = [
  route(houseOwnerList, (ctx, input) => owner.listOwners(ctx, input)),
  route(houseOwnerAdd, (ctx, input) => owner.addOwner(ctx, input)),
  route(houseOwnerUpdate, (ctx, input) => owner.updateOwner(ctx, input)),
  route(phoneView, (ctx, input) => owner.viewPhone(ctx, input)),
];
