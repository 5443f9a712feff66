import { dealStepAdd, dealStepConfirm, dealStepDelete, dealStepList, dealStepReopen, dealStepSkip, dealStepUpdate } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { addSteps, confirmStep, deleteStep, listSteps, reopenStep, skipStep, updateStep } from './deal-step.service.js';

export const dealStepRoutes = [
  route(dealStepList, (ctx, input) => listSteps(ctx, input)),
  route(dealStepAdd, (ctx, input) => addSteps(ctx, input)),
  route(dealStepDelete, (ctx, input) => deleteStep(ctx, input)),
  route(dealStepConfirm, (ctx, input) => confirmStep(ctx, input)),
  route(dealStepUpdate, (ctx, input) => updateStep(ctx, input)),
  route(dealStepSkip, (ctx, input) => skipStep(ctx, input)),
  route(dealStepReopen, (ctx, input) => reopenStep(ctx, input)),
];
