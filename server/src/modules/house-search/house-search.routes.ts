import { houseSearchTagDelete, houseSearchTagList, houseSearchTagSave, houseState } from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as search from './house-search.service.js';

export const houseSearchRoutes = [
  route(houseSearchTagList, (ctx, input) => search.listSearchTags(ctx, input)),
  route(houseSearchTagSave, (ctx, input) => search.saveSearchTag(ctx, input)),
  route(houseSearchTagDelete, (ctx, input) => search.deleteSearchTag(ctx, input)),
  route(houseState, (ctx, input) => search.houseStatusCounts(ctx, input)),
];
