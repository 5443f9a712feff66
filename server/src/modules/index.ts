import type { RouteDef } from '../core/route.js';
import { accountRoutes } from './account/account.routes.js';
import { securityRoutes } from './security/security.routes.js';
import { accessRoutes } from './access/access.routes.js';
import { messageRoutes } from './message/message.routes.js';
import { targetRoutes } from './target/target.routes.js';
import { orgRoutes } from './org/org.routes.js';
import { memberRoutes } from './member/member.routes.js';
import { settingRoutes } from './setting/setting.routes.js';
import { logRoutes } from './log/log.routes.js';
import { dictionaryRoutes } from './dictionary/dictionary.routes.js';

// Every module's routes; the app refuses a route that is not in the contract.
export const ALL_ROUTES: RouteDef[] = [...accountRoutes, ...securityRoutes, ...accessRoutes, ...messageRoutes, ...targetRoutes, ...orgRoutes, ...memberRoutes,
  ...settingRoutes, ...logRoutes, ...dictionaryRoutes,
];
