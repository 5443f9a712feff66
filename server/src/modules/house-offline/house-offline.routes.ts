import { houseCheckList, houseCheckUpload, houseOfflineAdd } from '@brokerage/contract';
import { route, uploadRoute } from '../../core/route.js';
import * as offline from './house-offline.service.js';

export const houseOfflineRoutes = [
  route(houseOfflineAdd, (ctx, input) => offline.addOffline(ctx, input)),
  route(houseCheckList, (ctx, input) => offline.listOffline(ctx, input)),
  uploadRoute(houseCheckUpload, (ctx, input) => offline.importOffline(ctx, input)),
];
