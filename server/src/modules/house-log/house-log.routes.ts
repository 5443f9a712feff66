import { houseOperationList, houseViewList, invalidZoneHouse } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { listHouseViews } from './house-view.js';
import { listHouseOperations } from './house-operation.service.js';
import { invalidHousesByZone } from './zone-invalid.service.js';

export const houseLogRoutes = [
  route(houseViewList, (ctx, input) => listHouseViews(ctx, input)),
  route(houseOperationList, (ctx, input) => listHouseOperations(ctx, input)),
  route(invalidZoneHouse, (ctx, input) => invalidHousesByZone(ctx, input)),
];
