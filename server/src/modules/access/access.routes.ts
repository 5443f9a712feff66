import { authGet, authSave } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { getAuth, saveAuth } from './access.service.js';

export const accessRoutes = [
  route(authGet, (ctx, input) => getAuth(ctx, input.role_id)),
  route(authSave, (ctx, input) => saveAuth(ctx, input)),
];
