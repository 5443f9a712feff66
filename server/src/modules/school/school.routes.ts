import {
  schoolDistrictAdd, schoolDistrictBuildingSave, schoolDistrictDelete, schoolDistrictDeleteRegion, schoolDistrictGet,
  schoolDistrictExport, schoolDistrictList, schoolDistrictRegions, schoolDistrictUpdate,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { EXPORT_PAGE } from '../../core/export.js';
import * as school from './school.service.js';

export const schoolRoutes = [
  route(schoolDistrictList, (ctx, input) => school.listDistricts(ctx, input)),
  route(schoolDistrictExport, (ctx, input) => school.listDistricts(ctx, { ...input, ...EXPORT_PAGE })),
  route(schoolDistrictGet, (ctx, input) => school.getDistrict(ctx, input.id)),
  route(schoolDistrictRegions, (ctx, input) => school.listDistrictRegions(ctx, input)),
  route(schoolDistrictAdd, (ctx, input) => school.addDistrict(ctx, input)),
  route(schoolDistrictUpdate, (ctx, input) => school.updateDistrict(ctx, input)),
  route(schoolDistrictDelete, (ctx, input) => school.deleteDistrict(ctx, input)),
  route(schoolDistrictDeleteRegion, (ctx, input) => school.deleteDistrictRegion(ctx, input)),
  route(schoolDistrictBuildingSave, (ctx, input) => school.saveDistrictBuildings(ctx, input)),
];
