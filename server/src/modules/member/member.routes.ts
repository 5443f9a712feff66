import {
  blacklistAdd, blacklistList, growthAdd, growthGet, growthList, growthUpdate, staffAdd, staffExport, staffGet, staffList,
  staffOperations, staffPicture, staffPropertyGet, staffPropertySave, staffRejoin, staffResetPassword, staffResign,
  staffSetPoints, staffStatus, staffUpdate, teachingAdd, teachingDelete,
} from '@brokerage/contract';
import { route, uploadRoute } from '../../core/route.js';
import { EXPORT_PAGE } from '../../core/export.js';
import * as member from './member.service.js';
import * as records from './member-records.service.js';

export const memberRoutes = [
  route(staffList, (ctx, input) => member.listStaff(ctx, input)),
  route(staffExport, (ctx, input) => member.listStaff(ctx, { ...input, ...EXPORT_PAGE })),
  route(staffGet, (ctx, input) => member.getStaff(ctx, input.id)),
  route(staffAdd, (ctx, input) => member.addStaff(ctx, input)),
  route(staffUpdate, (ctx, input) => member.updateStaff(ctx, input)),
  route(staffResign, (ctx, input) => member.resignStaff(ctx, input)),
  route(staffRejoin, (ctx, input) => member.rejoinStaff(ctx, input)),
  route(staffStatus, (ctx, input) => member.setStaffStatus(ctx, input)),
  route(staffResetPassword, (ctx, input) => member.resetStaffPassword(ctx, input)),
  route(staffSetPoints, (ctx, input) => member.changePoints(ctx, input)),
  uploadRoute(staffPicture, (ctx, input) => member.changePicture(ctx, input)),
  route(blacklistList, (ctx, input) => records.listBlacklist(ctx, input)),
  route(blacklistAdd, (ctx, input) => records.addToBlacklist(ctx, input)),
  route(staffOperations, (ctx, input) => records.staffOperations(ctx, input)),
  route(staffPropertyGet, (ctx, input) => records.getProperty(ctx, input.id)),
  route(staffPropertySave, (ctx, input) => records.saveProperty(ctx, input)),
  route(growthList, (ctx, input) => records.listGrowth(ctx, input)),
  route(growthGet, (ctx, input) => records.getGrowth(ctx, input.id)),
  route(growthAdd, (ctx, input) => records.addGrowth(ctx, input)),
  route(growthUpdate, (ctx, input) => records.updateGrowth(ctx, input)),
  route(teachingAdd, (ctx, input) => records.addTeaching(ctx, input)),
  route(teachingDelete, (ctx, input) => records.deleteTeaching(ctx, input)),
];
