import {
  houseDoor, houseLinbao, houseQrCode, houseRoleKinds, staffRoleAdd, staffRoleFindInput, staffRoleFindKey, staffRoleFindMaintain,
  staffRoleFindRent, staffRoleFindSurvey, staffRoleFindVrSurvey, staffRoleGet, staffRoleUpdate,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as roles from './house-role.service.js';
import * as move from './house-move.service.js';
import { findHouses } from './role-find.service.js';
import { houseRoles } from './role-read.js';

export const houseRoleRoutes = [
  route(houseRoleKinds, (ctx) => roles.roleKinds(ctx)),
  route(staffRoleGet, (ctx, input) => houseRoles(ctx, input.id, ctx.scope)),
  route(staffRoleAdd, (ctx, input) => roles.addRole(ctx, input)),
  route(staffRoleUpdate, (ctx, input) => roles.updateRole(ctx, input)),
  route(staffRoleFindInput, (ctx, input) => findHouses(ctx, 'input', input)),
  route(staffRoleFindMaintain, (ctx, input) => findHouses(ctx, 'maintain', input)),
  route(staffRoleFindRent, (ctx, input) => findHouses(ctx, 'rent', input)),
  route(staffRoleFindKey, (ctx, input) => findHouses(ctx, 'key', input)),
  route(staffRoleFindSurvey, (ctx, input) => findHouses(ctx, 'survey', input)),
  route(staffRoleFindVrSurvey, (ctx, input) => findHouses(ctx, 'vr_survey', input)),
  route(houseDoor, (ctx, input) => move.changeDoor(ctx, input)),
  route(houseLinbao, (ctx, input) => move.claimHouse(ctx, input)),
  route(houseQrCode, (ctx, input) => move.houseQr(ctx, input)),
];
