import { houseKey, keyAdd, keyDelete, keyGet, keyList, keyUpdate } from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as keys from './house-key.service.js';
import { keyDetail } from './key-read.js';

export const houseKeyRoutes = [
  route(keyList, (ctx, input) => keys.listKeys(ctx, input)),
  route(keyGet, (ctx, input) => keyDetail(ctx, input.id)),
  route(keyAdd, (ctx, input) => keys.addKey(ctx, input)),
  route(keyUpdate, (ctx, input) => keys.updateKey(ctx, input)),
  route(keyDelete, (ctx, input) => keys.deleteKey(ctx, input)),
  route(houseKey, (ctx, input) => keys.moveKey(ctx, input)),
];
