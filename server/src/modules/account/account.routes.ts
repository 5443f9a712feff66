import { userInfo as userInfoEndpoint, userLogin, userLogout, userPassword, userUsePhone } from '@brokerage/contract';
import { publicRoute, route } from '../../core/route.js';
import { changePassword, login, logout, usePhone, userInfo } from './account.service.js';

export const accountRoutes = [
  publicRoute(userLogin, (ctx, input) => login(ctx, input)),
  route(userInfoEndpoint, (ctx) => userInfo(ctx)),
  route(userLogout, (ctx) => logout(ctx)),
  route(userPassword, (ctx, input) => changePassword(ctx, input)),
  route(userUsePhone, (ctx, input) => usePhone(ctx, input)),
];
