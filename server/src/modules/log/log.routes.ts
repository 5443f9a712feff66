import { behaviourExport, behaviourList, frontendErrorList, frontendErrorReport, interfaceExport, interfaceList, loginLocations } from '@brokerage/contract';
import { publicRoute, route } from '../../core/route.js';
import { EXPORT_PAGE } from '../../core/export.js';
import * as log from './log.service.js';
import { ReportAllowance, listFrontendErrors, reportFrontendError } from './frontend-error.service.js';

const allowance = new ReportAllowance();

export const logRoutes = [
  route(behaviourList, (ctx, input) => log.listBehaviour(ctx, input)),
  route(interfaceList, (ctx, input) => log.listInterfaceCalls(ctx, input)),
  route(behaviourExport, (ctx, input) => log.listBehaviour(ctx, { ...input, ...EXPORT_PAGE })),
  route(interfaceExport, (ctx, input) => log.listInterfaceCalls(ctx, { ...input, ...EXPORT_PAGE })),
  route(loginLocations, (ctx, input) => log.loginLocations(ctx, input)),
  publicRoute(frontendErrorReport, (ctx, input) => reportFrontendError(ctx, allowance, input)),
  route(frontendErrorList, (ctx, input) => listFrontendErrors(ctx, input)),
];
