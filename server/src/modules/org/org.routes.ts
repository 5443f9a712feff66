import {
  departmentAdd, departmentDelete, departmentGet, departmentLevels, departmentRoles, departmentTree, departmentUpdate,
  districtAdd, districtDelete, districtGet, districtList, districtUpdate, levelList, positionAdd, positionList,
  positionUpdate, roleList, storeAdd, storeDelete, storeGet, storeList, storeShift, storeUpdate,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as org from './org.service.js';

export const orgRoutes = [
  route(districtList, (ctx) => org.listDistricts(ctx)),
  route(districtGet, (ctx, input) => org.getDistrict(ctx, input.id)),
  route(districtAdd, (ctx, input) => org.addDistrict(ctx, input)),
  route(districtUpdate, (ctx, input) => org.updateDistrict(ctx, input)),
  route(districtDelete, (ctx, input) => org.deleteDistrict(ctx, input)),
  route(storeList, (ctx, input) => org.listStores(ctx, input)),
  route(storeGet, (ctx, input) => org.getStore(ctx, input.id)),
  route(storeAdd, (ctx, input) => org.addStore(ctx, input)),
  route(storeUpdate, (ctx, input) => org.updateStore(ctx, input)),
  route(storeDelete, (ctx, input) => org.deleteStore(ctx, input)),
  route(storeShift, (ctx, input) => org.shiftStore(ctx, input)),
  route(departmentTree, (ctx) => org.departmentTree(ctx)),
  route(departmentGet, (ctx, input) => org.getDepartment(ctx, input.id)),
  route(departmentRoles, (ctx, input) => org.departmentRoles(ctx, input)),
  route(departmentLevels, async () => org.departmentLevels()),
  route(departmentAdd, (ctx, input) => org.addDepartment(ctx, input)),
  route(departmentUpdate, (ctx, input) => org.updateDepartment(ctx, input)),
  route(departmentDelete, (ctx, input) => org.deleteDepartment(ctx, input)),
  route(roleList, (ctx) => org.listRoles(ctx)),
  route(positionList, (ctx) => org.listPositions(ctx)),
  route(positionAdd, (ctx, input) => org.addPosition(ctx, input)),
  route(positionUpdate, (ctx, input) => org.updatePosition(ctx, input)),
  route(levelList, (ctx) => org.listLevels(ctx)),
];
