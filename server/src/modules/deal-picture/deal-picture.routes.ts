import { dealPictureAdd, dealPictureList } from '@brokerage/contract';
import { route, uploadRoute } from '../../core/route.js';
import { addDealPicture, listDealPictures } from './deal-picture.service.js';

export const dealPictureRoutes = [
  route(dealPictureList, (ctx, input) => listDealPictures(ctx, input)),
  uploadRoute(dealPictureAdd, (ctx, input) => addDealPicture(ctx, input)),
];
