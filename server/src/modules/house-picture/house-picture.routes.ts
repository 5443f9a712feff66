import {
  housePictureAlert, housePictureDelete, housePictureDownload, housePictureList, housePictureLock, housePictureUpload,
} from '@brokerage/contract';
import { route, uploadRoute } from '../../core/route.js';
import * as pictures from './house-picture.service.js';
import { listPictures, pictureFile } from './picture-read.js';

export const housePictureRoutes = [
  route(housePictureList, (ctx, input) => listPictures(ctx, input)),
  route(housePictureDownload, (ctx, input) => pictureFile(ctx, input.id, input.thumb === 1)),
  uploadRoute(housePictureUpload, (ctx, input) => pictures.uploadPicture(ctx, input)),
  route(housePictureDelete, (ctx, input) => pictures.deletePicture(ctx, input)),
  route(housePictureLock, (ctx, input) => pictures.lockPicture(ctx, input)),
  route(housePictureAlert, (ctx, input) => pictures.alertPicture(ctx, input)),
];
