import { labelChange, labelExport, labelList, labelPicture } from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as label from './label.service.js';

export const labelRoutes = [
  route(labelList, (ctx, input) => label.listLabels(ctx, input)),
  route(labelExport, (ctx, input) => label.listLabels(ctx, input)),
  route(labelPicture, (ctx) => label.pictureGroups(ctx)),
  route(labelChange, (ctx, input) => label.changeLabel(ctx, input)),
];
