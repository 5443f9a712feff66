import type { RouteDef } from '../core/route.js';
import { accountRoutes } from './account/account.routes.js';
import { securityRoutes } from './security/security.routes.js';
import { accessRoutes } from './access/access.routes.js';

// Every module's routes; the app refuses a route that is not in the contract.
export const ALL_ROUTES: RouteDef[] = [...accountRoutes, ...securityRoutes, ...accessRoutes];
