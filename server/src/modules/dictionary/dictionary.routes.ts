import {
  areaList, buildingAdd, buildingDelete, buildingList, buildingSchoolUpdate, buildingUpdate, doorAdd, doorDelete, doorUpdate,
  floorAdd, floorDelete, floorList, lookupAreas, lookupBuildingUnits, lookupBuildings, lookupDoors, lookupFloors, lookupRegions,
  lookupSearchRegions, lookupUnits, provinceList, regionAdd, regionDelete, regionFinish, regionGet, regionExport, regionList, regionUpdate,
  unitAdd, unitDelete, unitList, unitUpdate,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { EXPORT_PAGE } from '../../core/export.js';
import * as dictionary from './dictionary.service.js';
import { setBuildingDistricts } from '../school/school.service.js';

export const dictionaryRoutes = [
  route(provinceList, (ctx) => dictionary.listAreas(ctx.db, null)),
  route(areaList, (ctx, input) => dictionary.listAreas(ctx.db, input.parent_id)),
  route(regionList, (ctx, input) => dictionary.listRegions(ctx, input)),
  route(regionExport, (ctx, input) => dictionary.listRegions(ctx, { ...input, ...EXPORT_PAGE })),
  route(regionGet, (ctx, input) => dictionary.getRegion(ctx, input.id)),
  route(regionAdd, (ctx, input) => dictionary.addRegion(ctx, input)),
  route(regionUpdate, (ctx, input) => dictionary.updateRegion(ctx, input)),
  route(regionDelete, (ctx, input) => dictionary.deleteRegion(ctx, input)),
  route(regionFinish, (ctx, input) => dictionary.finishRegion(ctx, input)),
  route(buildingList, (ctx, input) => dictionary.listBuildings(ctx, input)),
  route(buildingAdd, (ctx, input) => dictionary.addBuilding(ctx, input)),
  route(buildingUpdate, (ctx, input) => dictionary.updateBuilding(ctx, input)),
  route(buildingDelete, (ctx, input) => dictionary.deleteBuilding(ctx, input)),
  route(unitList, (ctx, input) => dictionary.listUnits(ctx, input)),
  route(unitAdd, (ctx, input) => dictionary.addUnit(ctx, input)),
  route(unitUpdate, (ctx, input) => dictionary.updateUnit(ctx, input)),
  route(unitDelete, (ctx, input) => dictionary.deleteUnit(ctx, input)),
  route(floorList, (ctx, input) => dictionary.listFloors(ctx, input)),
  route(floorAdd, (ctx, input) => dictionary.addFloor(ctx, input)),
  route(floorDelete, (ctx, input) => dictionary.deleteFloor(ctx, input)),
  route(doorAdd, (ctx, input) => dictionary.addDoor(ctx, input)),
  route(doorUpdate, (ctx, input) => dictionary.updateDoor(ctx, input)),
  route(doorDelete, (ctx, input) => dictionary.deleteDoor(ctx, input)),
  route(buildingSchoolUpdate, (ctx, input) => setBuildingDistricts(ctx, input)),
  route(lookupRegions, (ctx, input) => dictionary.lookupRegions(ctx, input)),
  route(lookupSearchRegions, (ctx, input) => dictionary.lookupSearchRegions(ctx, input)),
  route(lookupAreas, (ctx, input) => dictionary.lookupAreas(ctx, input)),
  route(lookupBuildings, (ctx, input) => dictionary.lookupBuildings(ctx, input)),
  route(lookupUnits, (ctx, input) => dictionary.lookupUnits(ctx, input)),
  route(lookupFloors, (ctx, input) => dictionary.lookupFloors(ctx, input)),
  route(lookupDoors, (ctx, input) => dictionary.lookupDoors(ctx, input)),
  route(lookupBuildingUnits, (ctx, input) => dictionary.lookupBuildingUnits(ctx, input)),
];
