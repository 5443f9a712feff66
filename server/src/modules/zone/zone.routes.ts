import {
  zoneAddRegion, zoneAddStore, zoneDelete, zoneDeleteRegion, zoneDeleteStore, zoneExport, zoneGetStore, zoneList, zoneSave,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as zone from './zone.service.js';

export const zoneRoutes = [
  route(zoneList, (ctx, input) => zone.listZones(ctx, input)),
  route(zoneExport, (ctx, input) => zone.exportZones(ctx, input)),
  route(zoneGetStore, (ctx, input) => zone.getZone(ctx, input)),
  route(zoneSave, (ctx, input) => zone.saveZone(ctx, input)),
  route(zoneDelete, (ctx, input) => zone.deleteZone(ctx, input)),
  route(zoneAddStore, (ctx, input) => zone.addStores(ctx, input)),
  route(zoneDeleteStore, (ctx, input) => zone.deleteStore(ctx, input)),
  route(zoneAddRegion, (ctx, input) => zone.addRegions(ctx, input)),
  route(zoneDeleteRegion, (ctx, input) => zone.deleteRegion(ctx, input)),
];
