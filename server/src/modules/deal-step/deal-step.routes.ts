import { dealStepAdd, dealStepConfirm, dealStepDelete, dealStepList } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { addSteps, confirmStep, deleteStep, listSteps } from './deal-step.service.js';

export const dealStepRoutes = [
  route(dealStepList, (ctx, input) => listSteps(ctx, input)),
  route(dealStepAdd, (ctx, input) => addSteps(ctx, input)),
  route(dealStepDelete, (ctx, input) => deleteStep(ctx, input)),
  route(dealStepConfirm, (ctx, input) => confirmStep(ctx, input)),
];
