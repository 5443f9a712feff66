import { targetList, targetSave } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { listTargets, saveTarget } from './target.service.js';

export const targetRoutes = [
  route(targetSave, (ctx, input) => saveTarget(ctx, input)),
  route(targetList, (ctx, input) => listTargets(ctx, input)),
];
