import {
  staffAdd, staffGet, staffList, staffRejoin, staffResetPassword, staffResign, staffSetPoints, staffStatus, staffUpdate,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as member from './member.service.js';

export const memberRoutes = [
  route(staffList, (ctx, input) => member.listStaff(ctx, input)),
  route(staffGet, (ctx, input) => member.getStaff(ctx, input.id)),
  route(staffAdd, (ctx, input) => member.addStaff(ctx, input)),
  route(staffUpdate, (ctx, input) => member.updateStaff(ctx, input)),
  route(staffResign, (ctx, input) => member.resignStaff(ctx, input)),
  route(staffRejoin, (ctx, input) => member.rejoinStaff(ctx, input)),
  route(staffStatus, (ctx, input) => member.setStaffStatus(ctx, input)),
  route(staffResetPassword, (ctx, input) => member.resetStaffPassword(ctx, input)),
  route(staffSetPoints, (ctx, input) => member.changePoints(ctx, input)),
];
