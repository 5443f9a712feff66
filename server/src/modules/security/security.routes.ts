import {
  bindList, bindOperate, bindRelease, bindSave, bindStatus, placeDelete, placeList, placeReset, placeSave, safeGet, safeSave,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import {
  bindState, deletePlace, getSafe, listBinds, listPlaces, operateBind, releaseBind, resetPlaces, saveBind, savePlace,
  saveSafe,
} from './security.service.js';

export const securityRoutes = [
  route(bindSave, (ctx, input) => saveBind(ctx, input)),
  route(bindStatus, (ctx) => bindState(ctx)),
  route(bindList, (ctx, input) => listBinds(ctx, input)),
  route(bindOperate, (ctx, input) => operateBind(ctx, input)),
  route(bindRelease, (ctx, input) => releaseBind(ctx, input)),
  route(safeGet, (ctx) => getSafe(ctx)),
  route(safeSave, (ctx, input) => saveSafe(ctx, input)),
  route(placeList, (ctx) => listPlaces(ctx)),
  route(placeSave, (ctx, input) => savePlace(ctx, input)),
  route(placeDelete, (ctx, input) => deletePlace(ctx, input)),
  route(placeReset, (ctx) => resetPlaces(ctx)),
];
