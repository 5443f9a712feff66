import { followupHouse, followupInvalid, followupList, followupTop } from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as followup from './followup.service.js';

export const followupRoutes = [
  route(followupList, (ctx, input) => followup.listFollowups(ctx, input)),
  route(followupHouse, (ctx, input) => followup.addHouseFollowup(ctx, input)),
  route(followupInvalid, (ctx, input) => followup.markInvalid(ctx, input)),
  route(followupTop, (ctx, input) => followup.pin(ctx, input)),
];
