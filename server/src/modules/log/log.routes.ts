import { behaviourExport, behaviourList, interfaceExport, interfaceList, loginLocations } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { EXPORT_PAGE } from '../../core/export.js';
import * as log from './log.service.js';

export const logRoutes = [
  route(behaviourList, (ctx, input) => log.listBehaviour(ctx, input)),
  route(interfaceList, (ctx, input) => log.listInterfaceCalls(ctx, input)),
  route(behaviourExport, (ctx, input) => log.listBehaviour(ctx, { ...input, ...EXPORT_PAGE })),
  route(interfaceExport, (ctx, input) => log.listInterfaceCalls(ctx, { ...input, ...EXPORT_PAGE })),
  route(loginLocations, (ctx, input) => log.loginLocations(ctx, input)),
];
