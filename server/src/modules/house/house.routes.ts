import {
  houseAdd, houseClose, houseDelete, houseExport, houseFavAdd, houseFavDelete, houseFavList, houseFocusAdd, houseFocusCancel, houseGet, houseGrade,
  houseList, houseRelease, houseUpdate, houseUpdateFind, houseUpdatePrice, houseUpdateStatus,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import * as house from './house.service.js';
import * as change from './house-change.service.js';
import * as marks from './house-fav.service.js';
import { exportHouses } from './house-export.js';
import { listFavourites, listHouses } from './house-list.service.js';

export const houseRoutes = [
  route(houseList, (ctx, input) => listHouses(ctx, input)),
  route(houseExport, (ctx, input) => exportHouses(ctx, input)),
  route(houseGet, (ctx, input) => house.getHouse(ctx, input.id)),
  route(houseUpdateFind, (ctx, input) => house.findForUpdate(ctx, input.id)),
  route(houseAdd, (ctx, input) => house.addHouse(ctx, input)),
  route(houseUpdate, (ctx, input) => house.updateHouse(ctx, input)),
  route(houseDelete, (ctx, input) => house.deleteHouse(ctx, input)),
  route(houseUpdateStatus, (ctx, input) => change.changeStatus(ctx, input)),
  route(houseClose, (ctx, input) => change.closeHouse(ctx, input)),
  route(houseUpdatePrice, (ctx, input) => change.changePrice(ctx, input)),
  route(houseGrade, (ctx, input) => change.changeGrade(ctx, input)),
  route(houseRelease, (ctx, input) => change.releaseHouse(ctx, input)),
  route(houseFavList, (ctx, input) => listFavourites(ctx, input)),
  route(houseFavAdd, (ctx, input) => marks.addFavourite(ctx, input.id)),
  route(houseFavDelete, (ctx, input) => marks.removeFavourite(ctx, input.id)),
  route(houseFocusAdd, (ctx, input) => marks.addFocus(ctx, input.id)),
  route(houseFocusCancel, (ctx, input) => marks.cancelFocus(ctx, input.id)),
];
