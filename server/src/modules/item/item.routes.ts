import { itemGet, itemMany } from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as item from './item.service.js';

export const itemRoutes = [
  route(itemGet, (ctx, input) => item.getItem(ctx, input.id)),
  route(itemMany, (ctx, input) => item.getItems(ctx, input)),
];
