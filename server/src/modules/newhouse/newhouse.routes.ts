import {
  followupNewhouse, newhouseAdd, newhouseAgentAdd, newhouseAgentList, newhouseAgentUpdate, newhouseGet, newhouseLabels, newhouseLayoutAdd,
  newhouseLayoutDelete, newhouseLayoutGet, newhouseLayoutList, newhouseLayoutRooms, newhouseLayoutUpdate, newhouseList, newhouseMan,
  newhousePictureDelete, newhousePictureList, newhousePictureUpload, newhousePublic, newhouseReportAdd, newhouseReportConfirm,
  newhouseReportHouses, newhouseReportList, newhouseReportUpdate, newhouseUpdate, staffRelateDelete, staffRelateList, staffRelateSave,
} from '@brokerage/contract';
import { route, uploadRoute } from '../../core/route.js';
import * as projects from './newhouse.service.js';
import * as parts from './layout-agent.service.js';
import * as relates from './staff-relate.service.js';
import * as pictures from './newhouse-picture.service.js';
import * as reports from './report.service.js';
import { confirmReport } from './report-confirm.service.js';
import { addNewhouseFollowup } from './newhouse-followup.service.js';

export const newhouseRoutes = [
  route(newhouseList, (ctx, input) => projects.listNewhouses(ctx, input)),
  route(newhouseGet, (ctx, input) => projects.getNewhouse(ctx, input.id)),
  route(newhouseAdd, (ctx, input) => projects.addNewhouse(ctx, input)),
  route(newhouseUpdate, (ctx, input) => projects.updateNewhouse(ctx, input)),
  route(newhousePublic, (ctx, input) => projects.publishNewhouse(ctx, input)),
  route(newhouseMan, (ctx, input) => projects.nameManager(ctx, input)),
  route(newhouseLabels, (ctx) => projects.listNewhouseLabels(ctx)),
  route(newhouseLayoutList, (ctx, input) => parts.listLayouts(ctx, input)),
  route(newhouseLayoutGet, (ctx, input) => parts.getLayout(ctx, input.id)),
  route(newhouseLayoutRooms, (ctx, input) => parts.layoutRooms(ctx, input)),
  route(newhouseLayoutAdd, (ctx, input) => parts.addLayout(ctx, input)),
  route(newhouseLayoutUpdate, (ctx, input) => parts.updateLayout(ctx, input)),
  route(newhouseLayoutDelete, (ctx, input) => parts.deleteLayout(ctx, input.id)),
  route(newhouseAgentList, (ctx, input) => parts.listAgents(ctx, input.id)),
  route(newhouseAgentAdd, (ctx, input) => parts.addAgent(ctx, input)),
  route(newhouseAgentUpdate, (ctx, input) => parts.updateAgent(ctx, input)),
  route(staffRelateList, (ctx, input) => relates.listRelates(ctx, input)),
  route(staffRelateSave, (ctx, input) => relates.saveRelate(ctx, input)),
  route(staffRelateDelete, (ctx, input) => relates.deleteRelate(ctx, input.id)),
  route(newhousePictureList, (ctx, input) => pictures.listProjectPictures(ctx, input)),
  uploadRoute(newhousePictureUpload, (ctx, input) => pictures.uploadProjectPicture(ctx, input)),
  route(newhousePictureDelete, (ctx, input) => pictures.deleteProjectPicture(ctx, input.id)),
  route(newhouseReportList, (ctx, input) => reports.listReports(ctx, input)),
  route(newhouseReportAdd, (ctx, input) => reports.addReport(ctx, input)),
  route(newhouseReportUpdate, (ctx, input) => reports.updateReport(ctx, input)),
  route(newhouseReportHouses, (ctx, input) => reports.reportHouses(ctx, input)),
  route(newhouseReportConfirm, (ctx, input) => confirmReport(ctx, input)),
  route(followupNewhouse, (ctx, input) => addNewhouseFollowup(ctx, input)),
];
