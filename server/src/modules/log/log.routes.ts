import { behaviourList, interfaceList, loginLocations } from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as log from './log.service.js';

export const logRoutes = [
  route(behaviourList, (ctx, input) => log.listBehaviour(ctx, input)),
  route(interfaceList, (ctx, input) => log.listInterfaceCalls(ctx, input)),
  route(loginLocations, (ctx, input) => log.loginLocations(ctx, input)),
];
